import { randomBytes } from 'node:crypto';

/**
 * The header that marks the member API calls the server makes itself while it renders a visitor page.
 * Those pages are kept and shown to every visitor, so their calls are the server's own, not the visitor's:
 * they are not counted against any address's rate limit (visitors are limited by the page requests they
 * make). The value is random per process, so no client can claim it.
 */
export const PAGE_RENDER_HEADER = 'x-playdeck-page-render';
export const pageRenderToken = randomBytes(24).toString('base64url');

export function isPageRenderCall(headers: Record<string, string | string[] | undefined>): boolean {
  return headers[PAGE_RENDER_HEADER] === pageRenderToken;
}
