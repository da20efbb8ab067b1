/**
 * A promotion link's full address from the path the server gives (/register?id=7&link=AbC123): on this
 * site's origin, because that is where the agent's visitors register.
 */
export function linkUrl(path: string, origin: string): string {
  try {
    return new URL(path, origin).href;
  } catch {
    return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
  }
}

/** A QR code's file name for a link: its name made safe for a file system. */
export function qrFileName(name: string, code: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${safe || 'link'}-${code}.png`;
}
