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
