// The preview shows authored HTML as the member site will: the server cleans it on save with sanitize-html
// (apps/server/src/lib/sanitize.ts); this mirrors that allow-list in the browser, so what the operator sees
// before saving is what survives. The saved entry's HTML is the server's own cleaning.

const ALLOWED_TAGS = new Set(
  (
    'address article aside footer header h1 h2 h3 h4 h5 h6 hgroup main nav section blockquote dd div dl dt ' +
    'figcaption figure hr li menu ol p pre ul a abbr b bdi bdo br cite code data dfn em i kbd mark q rb rp rt ' +
    'rtc ruby s samp small span strong sub sup time u var wbr caption col colgroup table tbody td tfoot th ' +
    'thead tr img'
  ).split(' '),
);
/** Dropped with everything inside them (sanitize-html's nonTextTags). */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'textarea', 'option', 'noscript']);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};
const LINK_SCHEMES = /^(https?|mailto):/i;
const IMAGE_SCHEMES = /^(https?|data):/i;
/** A relative address has no scheme: "/x", "x.html", "#top". */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function allowedUrl(value: string, tag: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"): so does the check.
  const trimmed = [...value].filter((c) => c.charCodeAt(0) > 32).join('');
  if (!HAS_SCHEME.test(trimmed)) return !trimmed.startsWith('//') || tag === 'img';
  return (tag === 'img' ? IMAGE_SCHEMES : LINK_SCHEMES).test(trimmed);
}

function cleanElement(element: Element, doc: Document): Node[] {
  const tag = element.tagName.toLowerCase();
  const children = [...element.childNodes].flatMap((child) => cleanNode(child, doc));
  if (DROPPED_WITH_CONTENT.has(tag)) return [];
  if (!ALLOWED_TAGS.has(tag)) return children; // the tag goes, its text stays (as sanitize-html does)
  const copy = doc.createElement(tag);
  for (const attribute of [...element.attributes]) {
    const name = attribute.name.toLowerCase();
    const allowed = name === 'class' || (ALLOWED_ATTRIBUTES[tag] ?? []).includes(name);
    if (!allowed) continue;
    if ((name === 'href' || name === 'src') && !allowedUrl(attribute.value, tag)) continue;
    copy.setAttribute(name, attribute.value);
  }
  if (tag === 'a') copy.setAttribute('rel', 'noopener noreferrer');
  children.forEach((child) => copy.appendChild(child));
  return [copy];
}

function cleanNode(node: Node, doc: Document): Node[] {
  if (node.nodeType === 3) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType === 1) return cleanElement(node as Element, doc);
  return []; // comments, processing instructions
}

/** Authored HTML reduced to what the server keeps. Parsing happens in an inert document: nothing runs. */
export function previewHtml(html: string, parser: DOMParser = new DOMParser()): string {
  const source = parser.parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const container = target.createElement('div');
  [...source.body.childNodes].flatMap((n) => cleanNode(n, target)).forEach((n) => container.appendChild(n));
  return container.innerHTML;
}
