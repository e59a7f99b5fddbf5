/**
 * Content pages are HTML written in the back office. Before it reaches the page it goes through an
 * allowlist: text formatting, headings, lists, links and images survive; scripts, styles, frames,
 * event handlers and javascript: URLs do not.
 */
const ALLOWED = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'A', 'UL', 'OL', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'SPAN', 'DIV', 'HR', 'IMG', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD']);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT']);
const ATTRIBUTES: Record<string, string[]> = { A: ['href', 'title'], IMG: ['src', 'alt'] };
const safeUrl = (url: string) => /^(https?:|mailto:|tel:|\/|#)/i.test(url.trim());

function clean(node: Element, doc: Document) {
  for (const child of [...node.children]) {
    if (DROP_WITH_CONTENT.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child, doc);
    if (!ALLOWED.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const keep = ATTRIBUTES[child.tagName] ?? [];
    for (const attr of [...child.attributes]) {
      if (!keep.includes(attr.name) || ((attr.name === 'href' || attr.name === 'src') && !safeUrl(attr.value))) child.removeAttribute(attr.name);
    }
    if (child.tagName === 'A') {
      child.setAttribute('rel', 'noopener noreferrer');
      if (/^https?:/i.test(child.getAttribute('href') ?? '')) child.setAttribute('target', '_blank');
    }
  }
}

export function safeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body, doc);
  return doc.body.innerHTML;
}

/** A map to embed: a plain https URL, or the src of an iframe snippet; anything else is ignored. */
export function mapEmbedUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const src = value.trim().startsWith('<') ? new DOMParser().parseFromString(value, 'text/html').querySelector('iframe')?.getAttribute('src') : value.trim();
  return src && /^https:\/\//i.test(src) ? src : null;
}
