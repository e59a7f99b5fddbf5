import { responsiveImage, SERVER_CSS_ID, ServerRenderedPage } from '@marketplace/shared-dto';

/** What a page's <head> says about it to share previews and search engines. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image: string;
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: Record<string, unknown>[];
  /** The page's LCP picture (site-relative URL) and its `sizes` on the page, fetched before any script runs. */
  preload?: { url: string; sizes: string };
  /** The page in each language (absolute URLs), linked as hreflang alternates; English is also x-default. */
  alternates?: { en: string; hi: string };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** JSON inside <script>: nothing in it may close the element or start a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Plain text of stored HTML, whitespace collapsed, cut at a word near `max` characters. */
export function plainText(html: string | null | undefined, max = 200): string {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    ...(head.alternates ? [
      `<link rel="alternate" hreflang="en" href="${escapeHtml(head.alternates.en)}" />`,
      `<link rel="alternate" hreflang="hi" href="${escapeHtml(head.alternates.hi)}" />`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.en)}" />`,
    ] : []),
    meta('property', 'og:site_name', 'Utsav'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.image),
    meta('property', 'og:url', head.url),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...(head.jsonLd ?? []).map((o) => `<script type="application/ld+json">${scriptJson(o)}</script>`),
    ...(head.preload ? [preloadLink(head.preload.url, head.preload.sizes)] : []),
  ].join('\n    ');
}

/**
 * The link the page's <picture> will use: its AVIF `srcset` with the same `sizes`, so the browser picks the
 * same file it later finds in the page (every browser the site supports decodes AVIF; `type` keeps one
 * that does not from fetching it). A picture without variants is preloaded as it is.
 */
function preloadLink(url: string, sizes: string): string {
  const image = responsiveImage(url);
  const which = image
    ? `href="${escapeHtml(url)}" type="image/avif" imagesrcset="${escapeHtml(image.srcset.avif)}" imagesizes="${escapeHtml(sizes)}"`
    : `href="${escapeHtml(url)}"`;
  return `<link rel="preload" as="image" ${which} fetchpriority="high" />`;
}

/** The built index.html in a language (`<html lang>`). */
export const withLang = (indexHtml: string, locale: string) => indexHtml.replace(/<html lang="[^"]*"/i, `<html lang="${locale}"`);

/** The built index.html with its own title and description replaced by the page's head (and any further head tags). */
export function withHead(indexHtml: string, head: PageHead, more: string[] = []): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<\/head>/i, () => `  ${[renderHead(head), ...more].join('\n    ')}\n  </head>`); // a function: `$` in the text is not a pattern
}

/** The app's module script and module preloads, as Vite and routePreloads write them. */
const SCRIPT_TAGS = /\s*(?:<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>|<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">)/g;

/**
 * The built index.html with the app's root holding the server's render of the page: its CSS in the head
 * (with the rules' names for the browser's emotion, which then adds none of them again) and the API answers it shows beside
 * the root, which the browser's first render starts from, so React adopts the markup as it is.
 */
export function withRenderedPage(html: string, page: ServerRenderedPage): string {
  // rules may carry stored text (a picture's URL); none may close the element. Not emotion's own markup
  // (data-emotion): emotion would take such an element out of the head and put it back while the app starts, and
  // the browser would parse its ~80 kB of rules again and restyle the page. public-ui's main.tsx names the rules.
  const style = `<style id="${SERVER_CSS_ID}" data-names="${escapeHtml(page.cssNames.join(' '))}">${page.css.replace(/<\/style/gi, '<\\/style')}</style>`;
  // The page shows without its scripts now: after-paint.js (public-ui/public) fetches and runs them once the
  // browser has painted it, so they neither hold up the first paint nor take bandwidth from the picture.
  let entry = '';
  // a route's chunk may also be one of the app's shell, which index.html names already: named once
  const preload = new Set<string>();
  const withoutScripts = html.replace(SCRIPT_TAGS, (_tag, script?: string, module?: string) => {
    if (script) entry = script;
    if (module) preload.add(module);
    return '';
  });
  const loader = `<script src="/after-paint.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml([...preload].join(' '))}" defer></script>`;
  return withoutScripts
    .replace(/<\/head>/i, () => `  ${style}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div><script id="ssr-state" type="application/json">${scriptJson(page.state)}</script>${loader}`);
}
