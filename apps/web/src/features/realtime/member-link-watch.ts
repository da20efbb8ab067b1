import type { SubscribeAck } from '@playdeck/contract';
import { channelKind } from '@playdeck/contract';
import type { MemberLinkProblem } from '../../shared/realtime/member-link';

/** How long a member may stay without a live private channel after asking for it. */
export const MEMBER_CHANNEL_WAIT_MS = 2_000;

export interface MemberLinkWatch {
  /** A subscription was asked for, or answered. */
  observe(channel: string, state: 'sent' | SubscribeAck): void;
  /** The socket dropped or the member channels were left: nothing is awaited any more. */
  reset(): void;
}

/**
 * Watches the member's private and presence subscriptions: a refusal (401 a revoked or unknown token,
 * 403 not this member's channel) or no ack within the wait reports the member link as lost. Only asked
 * subscriptions are timed, so a page whose socket cannot connect at all keeps its member.
 */
export function createMemberLinkWatch(
  report: (problem: MemberLinkProblem) => void,
  waitMs = MEMBER_CHANNEL_WAIT_MS,
): MemberLinkWatch {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const stop = (channel: string) => {
    clearTimeout(timers.get(channel));
    timers.delete(channel);
  };
  return {
    observe(channel, state) {
      const kind = channelKind(channel);
      if (kind !== 'private' && kind !== 'presence') return;
      stop(channel);
      if (state === 'sent') {
        timers.set(
          channel,
          setTimeout(() => {
            timers.delete(channel);
            report('timeout');
          }, waitMs),
        );
      } else if (!state.ok && (state.code === 401 || state.code === 403)) {
        report('refused');
      }
    },
    reset() {
      for (const channel of [...timers.keys()]) stop(channel);
    },
  };
}
