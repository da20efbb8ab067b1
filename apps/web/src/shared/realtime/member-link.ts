/**
 * Why the member's private realtime channel is not live: the server refused the subscription (401/403:
 * the token is revoked or not this member's), or no ack came within the 2 s wait after login. The
 * realtime feature reports, the auth feature decides: a refusal logs out, a late ack only has the session
 * checked with the server (decision 0040: a slow network never signs a member out).
 */
export type MemberLinkProblem = 'refused' | 'timeout';

type Listener = (problem: MemberLinkProblem) => void;
const listeners = new Set<Listener>();
/**
 * A report made before anyone listens. The auth code that acts on it is a lazy chunk, and a refusal of a
 * revoked token can arrive before it starts; dropping it would leave a member signed in with no channel.
 */
let pending: MemberLinkProblem | null = null;

export function onMemberLinkLost(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    const problem = pending;
    pending = null;
    listener(problem);
  }
  return () => listeners.delete(listener);
}

export function reportMemberLinkLost(problem: MemberLinkProblem): void {
  if (listeners.size === 0) {
    pending = problem;
    return;
  }
  for (const listener of listeners) listener(problem);
}

/** A new token (login, logout): a problem held for the previous one is old news. */
export function forgetMemberLinkProblem(): void {
  pending = null;
}
