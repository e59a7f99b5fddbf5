import { escapeAttrValue, FilterXSS, safeAttrValue } from 'xss';

/**
 * The one rule for rich text written in the back office (content pages), applied by the server before a
 * page's text leaves it and by the public site before it is shown: text formatting, headings, lists,
 * links, images and tables survive; scripts, styles, frames, event handlers, inline styles and any URL
 * that is not http(s), mailto, tel, site-relative or an anchor do not. Links get rel="noopener
 * noreferrer", and open in a new tab when they leave the site. js-xss (no DOM needed), so the server
 * render and the browser produce the same markup.
 */
const TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'span', 'div', 'hr',
  'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'];
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i;

const filter = new FilterXSS({
  whiteList: { ...Object.fromEntries(TAGS.map((t) => [t, []])), a: ['href', 'title'], img: ['src', 'alt'] },
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (name !== 'href' && name !== 'src') return undefined;
    const url = safeAttrValue(tag, name, value, undefined as never);
    if (!SAFE_URL.test(url)) return '';
    const attr = `${name}="${escapeAttrValue(url)}"`;
    if (tag !== 'a') return attr;
    return `${attr} rel="noopener noreferrer"${/^https?:/i.test(url) ? ' target="_blank"' : ''}`;
  },
});

/** Rich text cleaned by the rule above; '' for none. */
export function cleanRichText(html: string | null | undefined): string {
  return html ? filter.process(html) : '';
}

/** A map to embed: a plain https URL, or the src of an iframe snippet (read by the same parser); anything else is null. */
export function mapEmbedUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let src: string | undefined = text.startsWith('<') ? undefined : text;
  if (!src) {
    new FilterXSS({
      whiteList: { iframe: ['src'] },
      onTagAttr(tag, name, attr) {
        if (tag === 'iframe' && name === 'src') src ??= safeAttrValue(tag, name, attr, undefined as never);
        return undefined;
      },
    }).process(text);
  }
  return src && /^https:\/\//i.test(src) ? src : null;
}
