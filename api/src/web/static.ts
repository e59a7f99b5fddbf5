import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import express, { Express, NextFunction, Request, Response } from 'express';
import { NotFoundException } from '@nestjs/common';
import { Messages } from '@marketplace/shared-dto';
import { requestLocale, toErrorBody } from '../common/filters/all-exceptions.filter';
import type { ViteManifest } from '../modules/seo/route-preloads';
import { acceptedCoding } from '../common/http/content-coding';
import { DOOR_SCREEN_PERMISSIONS_POLICY } from '../common/http/security-headers';

/** The three UIs, each under its base path, longest first so /admin and /vendor win over /. */
const UIS = [
  { base: '/admin', dir: 'admin-ui' },
  { base: '/vendor', dir: 'vendor-ui' },
  { base: '/', dir: 'public-ui' },
];

/** The public site's server-rendered parts (share previews, sitemap), given by the seo module. */
export interface PublicSiteHook {
  /** A file of the site root (sitemap.xml, robots.txt), or null. */
  file(path: string): Promise<{ type: string; body: string } | null>;
  /** index.html for a client route (path, and query string with its `?`) with the page's own head, or null to send it as built. */
  page(path: string, search: string, indexHtml: string, manifest: ViteManifest | null): Promise<{ status: number; html: string } | null>;
}

/** Vite names assets by content hash: a changed file gets a new name, so browsers may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENCODINGS = [{ name: 'br', ext: '.br' }, { name: 'gzip', ext: '.gz' }] as const;

const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path === '/docs' || path.startsWith('/docs');

/**
 * Serves uploads read-only and each built UI with an index.html fallback for its client routes.
 * /api and /docs are left to Nest, so an unknown API path answers JSON, never HTML.
 */
export function mountStatic(app: Express, opts: { uploadDir: string; webRoot: string; site?: PublicSiteHook }) {
  // every stored file has a name of its own (a new upload never reuses one), so browsers may keep it for good
  app.use('/uploads', express.static(opts.uploadDir, {
    index: false, dotfiles: 'deny', maxAge: '365d', immutable: true,
    // an uploaded SVG opened directly must not run script on our origin
    setHeaders: (res) => {
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  }));
  app.use('/uploads', (req: Request, res: Response) => {
    res.status(404).json(toErrorBody(new NotFoundException(Messages.fileNotFound), requestLocale(req)));
  });
  const site = opts.site;
  if (site) {
    app.get(['/sitemap.xml', '/robots.txt'], (req: Request, res: Response, next: NextFunction) => {
      site.file(req.path).then((f) => (f ? res.type(f.type).send(f.body) : next()), next);
    });
  }
  // '/adminx' and the like belong to no area but start like the back office: they go to its login (admin spec section 2).
  app.get(/^\/admin[^/]/, (_req: Request, res: Response) => res.redirect(302, '/admin/login'));
  for (const ui of UIS) {
    const dist = join(opts.webRoot, ui.dir, 'dist');
    if (!existsSync(join(dist, 'index.html'))) continue;
    const page = ui.base === '/' ? site?.page.bind(site) : undefined;
    const indexHtml = page ? readFileSync(join(dist, 'index.html'), 'utf8') : '';
    const manifestFile = join(dist, '.vite', 'manifest.json');
    const manifest = page && existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : null;
    const assets = express.static(dist, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, path) => {
        if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        else if (path.startsWith(join(dist, 'assets'))) res.setHeader('Cache-Control', IMMUTABLE);
      },
    });
    const precompressed = precompressedAssets(dist);
    const built = builtPaths(dist);
    app.use(ui.base, (req: Request, res: Response, next: NextFunction) => {
      if (isApi(req.originalUrl)) return next();
      usePrecompressed(req, res, precompressed);
      const spa = () => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        if (req.path.startsWith('/assets/')) return next(); // a missing asset is a 404, not the SPA
        res.setHeader('Cache-Control', 'no-cache');
        // the vendor's door screen scans tickets with the camera (the portal loads it as a document of its own)
        if (ui.base === '/vendor' && /^\/checkin\/?$/.test(req.path)) res.setHeader('Permissions-Policy', DOOR_SCREEN_PERMISSIONS_POLICY);
        if (!page) return res.sendFile(join(dist, 'index.html'));
        page(req.path, searchOf(req.originalUrl), indexHtml, manifest).then((r) => (r ? res.status(r.status).type('html').send(r.html) : res.sendFile(join(dist, 'index.html'))), next);
      };
      // a page's path is no file: it skips the file system (a stat per page, hundreds a second in a flood)
      if (built.has(req.path) || req.path.includes('%') || req.path.startsWith('/assets/')) assets(req, res, spa);
      else spa();
    });
  }
}

const searchOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** Every file and folder of a built UI as a URL path ('/index.html', '/assets'): fixed until the next build. */
function builtPaths(dist: string): Set<string> {
  return new Set(readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((p) => `/${p.split(sep).join('/')}`));
}

/** The names under dist/assets that have a .br or .gz beside them (written by the build; fixed until the next one). */
function precompressedAssets(dist: string): Set<string> {
  const dir = join(dist, 'assets');
  return new Set(existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.br') || f.endsWith('.gz')).map((f) => `/assets/${f}`) : []);
}

/**
 * Points the request at the precompressed copy the client accepts, with the original's type, so
 * express.static sends the build's bytes and the compression middleware leaves them alone.
 */
function usePrecompressed(req: Request, res: Response, precompressed: Set<string>) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/assets/')) return;
  res.setHeader('Vary', 'Accept-Encoding');
  const coding = acceptedCoding(req, ENCODINGS.filter((e) => precompressed.has(req.path + e.ext)).map((e) => e.name));
  const encoding = ENCODINGS.find((e) => e.name === coding);
  if (!encoding) return;
  res.setHeader('Content-Encoding', encoding.name);
  res.type(extname(req.path));
  req.url = req.url.replace(req.path, req.path + encoding.ext);
}
