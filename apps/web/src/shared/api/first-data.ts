import type { BuildMeta, FirstData, FirstReply } from '@playdeck/contract';
import { CALL_PATHS, FIRST_DATA_GLOBAL, firstReplyKey } from '@playdeck/contract';

/**
 * How long after the page started its inline replies may answer a call. They serve the first screen; a
 * call made later (a section shown after a while) asks the API for what is current.
 */
export const FIRST_REPLIES_FOR_MS = 30_000;

/** The page's inline first data (contract FirstData), when the server sent it. */
export function pageFirstData(): FirstData | undefined {
  const data = (globalThis as unknown as Record<string, unknown>)[FIRST_DATA_GLOBAL] as FirstData | undefined;
  return data && typeof data === 'object' && Array.isArray(data.replies) ? data : undefined;
}

let unused: Map<string, FirstReply> | undefined;

/** The replies still unused, by call identity; only those made for this very path. */
function unusedReplies(): Map<string, FirstReply> {
  if (unused) return unused;
  const data = pageFirstData();
  unused = new Map();
  if (data?.path !== location.pathname) return unused;
  for (const reply of data.replies) {
    const path = CALL_PATHS[reply.name] as string | undefined;
    if (path && reply.body && typeof reply.body === 'object') unused.set(firstReplyKey(path, reply.body), reply);
  }
  return unused;
}

/** Whether the server answered this page's first calls in the page (used or not since). */
export function pageHasFirstReplies(): boolean {
  const data = pageFirstData();
  return data?.path === location.pathname && data.replies.length > 0;
}

/** The first replies this page can still use (the first screen primes its queries with them). */
export function firstReplies(): FirstReply[] {
  return [...unusedReplies().values()];
}

/**
 * The server's reply to this very call (path, body and language) if the page carries it and it is not
 * used yet, once: the envelope as the API would have answered it.
 */
export function takeFirstReply(path: string, body: object, locale: string): unknown {
  const replies = unusedReplies();
  if (replies.size === 0) return undefined;
  if (pageFirstData()?.locale !== locale || performance.now() > FIRST_REPLIES_FOR_MS) {
    replies.clear();
    return undefined;
  }
  const key = firstReplyKey(path, body);
  const found = replies.get(key);
  replies.delete(key);
  return found?.reply;
}

/** builds/meta of this build, when the page carries it. */
export function firstBuildMeta(buildId: string): BuildMeta | undefined {
  const meta = pageFirstData()?.meta;
  return meta?.id === buildId ? meta : undefined;
}
