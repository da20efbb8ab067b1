import type { LogosReply, SiteDetail } from '@playdeck/contract';
import { pageHasFirstReplies } from '../first-data';

interface HomePayload {
  detail: SiteDetail;
  logos: LogosReply;
}

// The pages the server prerenders a payload for (builds/meta `prerendered`); the home page is one.
const PRERENDERED = new Set(['/']);
let pending: Promise<HomePayload | null> | undefined;
const used = new Set<keyof HomePayload>();

/**
 * `{path}/_payload.json`: on a prerendered page, site detail and logos arrive in one request
 * instead of two API calls. Each part serves the first load only (later refetches, such as after a
 * realtime push, ask the API); undefined elsewhere or on failure, and the caller asks the API. A page that
 * carries its first replies inline holds these too: then the API call is answered by the page itself.
 */
export async function fromHomePayload<K extends keyof HomePayload>(part: K): Promise<HomePayload[K] | undefined> {
  if (used.has(part) || !PRERENDERED.has(location.pathname) || pageHasFirstReplies()) return undefined;
  used.add(part);
  pending ??= fetch('/_payload.json', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<HomePayload>) : null))
    .catch(() => null);
  return (await pending)?.[part];
}
