import sanitizeHtml from 'sanitize-html';

/**
 * Operator-authored HTML, cleaned when it is written: formatting, images and http(s) links survive;
 * scripts, event handlers, styles that could hide content, and javascript: URLs do not.
 */
export function sanitizeAuthoredHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

/** The only entities sanitize-html writes into text (it decodes the input's own entities first). */
const ESCAPED = { '&amp;': '&', '&lt;': '<', '&gt;': '>' } as const;

/**
 * Plain text out of something that may hold tags: tags, comments and the content of script and style
 * go; what is left is the text a browser would show, stored as text (`a > b`, `&`), never as HTML.
 * Whoever shows it escapes it (React does; so must any server-made HTML).
 */
export function htmlToPlainText(html: string): string {
  const escaped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return escaped.replace(/&(?:amp|lt|gt);/g, (entity) => ESCAPED[entity as keyof typeof ESCAPED]).trim();
}
