/**
 * Why the member's private realtime channel is not live: the server refused the subscription (401/403:
 * the token is revoked or not this member's), or no ack came within the wait after login (R§4: a member
 * with no live channel after 2 s is logged out). The realtime feature reports, the auth feature decides.
 */
export type MemberLinkProblem = 'refused' | 'timeout';

type Listener = (problem: MemberLinkProblem) => void;
const listeners = new Set<Listener>();

export function onMemberLinkLost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportMemberLinkLost(problem: MemberLinkProblem): void {
  for (const listener of listeners) listener(problem);
}
