import { HINDI_CATALOGUE_MODULE, type Locale } from '@marketplace/shared-dto';

/** What Vite's build manifest (dist/.vite/manifest.json) says of one source module. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

interface RoutePreload {
  pattern: RegExp;
  /** The route's lazy page module (public-ui/src/App.tsx). */
  module: string;
  /** The public API answers the page asks for first, exactly as public-ui/src/api builds their URLs. */
  api: (match: RegExpExecArray, search: string) => string[];
}

/** Every public page shows the header's logo. */
const LOGO = '/api/hero/logo';

/**
 * The busiest routes of the public site. Without help the browser finds their page chunk only after the
 * entry has run, and the page's API answers only after that chunk has run: three trips one after the
 * other. Named in the HTML, all of them start with the entry.
 */
const ROUTES: RoutePreload[] = [
  {
    pattern: /^\/$/,
    module: 'src/pages/home/home.page.tsx',
    api: () => [LOGO, '/api/hero/banners', '/api/meta/categories', '/api/events/public?sort=recent&limit=8', '/api/events/performers', '/api/events/public?limit=24'],
  },
  {
    pattern: /^\/events$/,
    module: 'src/pages/events/events.page.tsx',
    // filters in the query string change the list's URL; without any it is the first page
    api: (_m, search) => [LOGO, '/api/meta/categories', ...(search ? [] : ['/api/events/public?page=1&limit=12'])],
  },
  {
    pattern: /^\/events\/([^/]+)\/([^/]+)$/,
    module: 'src/pages/event-detail/event-detail.page.tsx',
    api: (m) => [LOGO, `/api/events/public/${m[1]}/${m[2]}`],
  },
];

/**
 * Head tags for a route of the public UI: `<link rel="modulepreload">` for its page chunk and every chunk
 * that one imports and the entry does not, and, unless the page comes rendered with its answers,
 * `<link rel="preload" as="fetch">` for its first API answers (the app's own fetch then takes them from
 * the preload cache). A Hindi page also preloads the Hindi catalogue.
 */
export function routePreloads(manifest: ViteManifest | null, path: string, search: string, rendered = false, locale: Locale = 'en'): string[] {
  const language = locale === 'hi' ? modulePreloads(manifest, HINDI_CATALOGUE_MODULE) : [];
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const api = rendered ? [] : route.api(match, search).map((url) => `<link rel="preload" as="fetch" crossorigin href="${url.replace(/&/g, '&amp;')}">`);
    return [...language, ...modulePreloads(manifest, route.module), ...api];
  }
  return language;
}

/** Each manifest's module preloads by page module: fixed for a build, and asked for at every page served. */
const preloadsByManifest = new WeakMap<ViteManifest, Map<string, string[]>>();

function modulePreloads(manifest: ViteManifest | null, source: string): string[] {
  if (!manifest) return [];
  let known = preloadsByManifest.get(manifest);
  if (!known) preloadsByManifest.set(manifest, (known = new Map()));
  let tags = known.get(source);
  if (!tags) known.set(source, (tags = chunkPreloads(manifest, source)));
  return tags;
}

function chunkPreloads(manifest: ViteManifest, source: string): string[] {
  if (!manifest[source]) return [];
  const chunksOf = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) chunksOf(imported, into);
  };
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) chunksOf(key, loadedByEntry);
  const route = new Set<string>();
  chunksOf(source, route);
  return [...route].filter((key) => !loadedByEntry.has(key)).map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
}
