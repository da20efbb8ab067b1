import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';
import { invalidateAgent } from '../api/agent-keys';

/**
 * While an agent page is open: `member.cash` (a transfer from another window, a game, a deposit) reloads
 * the transfer page's balance and limits; `profile.updated` (the operator changed the agent: level, plan,
 * status) reloads everything the agent centre shows.
 */
export function useAgentUpdates() {
  useRealtimeEvent('member.cash', () => invalidateAgent('transfer'));
  useRealtimeEvent('profile.updated', () => invalidateAgent());
}
