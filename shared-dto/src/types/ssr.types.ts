/**
 * The public site's render of a page on the server (public-ui/src/entry-server.tsx, built to
 * public-ui/dist-server), as the API process loads and uses it (api/src/modules/ssr).
 */
export interface ServerRenderedPage {
  /** What goes inside the app's root element. */
  html: string;
  /** The CSS rules the markup uses (emotion's), for a <style> in the head. */
  css: string;
  /** emotion's names of those rules, so the browser's emotion knows they are in the page. */
  cssNames: string[];
  /** The API answers the page shows (TanStack Query's dehydrated state), for the browser's first render. */
  state: unknown;
}

/**
 * The id of the page's <style> that holds a rendered page's CSS; its `data-names` lists emotion's names of the
 * rules, which the browser's emotion cache is given (public-ui/src/main.tsx).
 */
export const SERVER_CSS_ID = 'ssr-css';

/**
 * The public site's Hindi catalogue as Vite's manifest names it: its entry imports it on a Hindi page only
 * (public-ui/src/i18n/site-i18n.ts), so it is preloaded on those pages alone and is not part of the app's shell.
 */
export const HINDI_CATALOGUE_MODULE = 'src/i18n/hi.ts';

export interface ServerRenderer {
  /**
   * Renders the app at `url` (path and query string). `transport` answers its API calls; one it rejects is
   * left to the browser. Rejects when the page cannot be rendered exactly as the browser would.
   */
  render(url: string, transport: typeof fetch): Promise<ServerRenderedPage>;
}
