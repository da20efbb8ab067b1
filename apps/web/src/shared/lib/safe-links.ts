/**
 * How an operator-entered address may be followed. Operators type these in the back office, so anything
 * that is not plainly an http(s) address or a path of this site (javascript:, data:, //host, \\host) is
 * never turned into a link.
 */
export type ContentLink = { kind: 'outer'; href: string } | { kind: 'inner'; path: string } | { kind: 'none' };

const NONE: ContentLink = { kind: 'none' };
const HTTP = /^https?:\/\//i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** An http(s) address as the browser would follow it, or undefined (no host, bad syntax, other scheme). */
export function outerHref(url: string): string | undefined {
  const value = url.trim();
  if (!HTTP.test(value)) return undefined;
  try {
    const parsed = new URL(value);
    return parsed.hostname ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** A path inside this site ('/discount', '/faq/2'), or undefined when the value could leave the site. */
export function innerPath(url: string): string | undefined {
  const value = url.trim();
  // '//host' and '/\host' are protocol-relative for browsers; a scheme anywhere first is not a path.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || ANY_SCHEME.test(value)) {
    return undefined;
  }
  // Control characters and spaces would be stripped or encoded by the browser into something else.
  const unsafe = [...value].some((char) => char.charCodeAt(0) < 0x20 || /\s/.test(char));
  return unsafe ? undefined : value;
}

/** Any content address (float bar, custom tabs): outer http(s), a site path, or nothing. */
export function classifyLink(url: string): ContentLink {
  const href = outerHref(url);
  if (href) return { kind: 'outer', href };
  const path = innerPath(url);
  return path ? { kind: 'inner', path } : NONE;
}
