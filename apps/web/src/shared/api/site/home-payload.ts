import type { LogosReply, SiteDetail } from '@playdeck/contract';
import { renderedWith } from '../first-data';

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
 * realtime push, ask the API); undefined elsewhere or on failure, and the caller asks the API. A page the
 * server rendered already holds them in its query cache, and the server itself renders through the API.
 */
export async function fromHomePayload<K extends keyof HomePayload>(part: K): Promise<HomePayload[K] | undefined> {
  if (typeof window === 'undefined') return undefined;
  if (used.has(part) || !PRERENDERED.has(location.pathname) || renderedWith()) return undefined;
  used.add(part);
  pending ??= fetch('/_payload.json', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<HomePayload>) : null))
    .catch(() => null);
  return (await pending)?.[part];
}
