import { randomInt } from 'node:crypto';
import { channels, formatMinor, RED_ENVELOPE_CODES as CODES } from '@playdeck/contract';
import type { RedEnvelope } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { MemberRow } from '../identity/index.js';
import type { Jobs } from '../jobs/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { WalletService } from '../wallet/index.js';
import { DISPLAY_JOB_EXPIRE_SECONDS, displayJobKey, inLanguage, isLive, untilStarted } from './activity-rules.js';
import type { EnvelopeRow, NewEnvelope, RedEnvelopeRepo } from './red-envelope-repo.js';
import { holderOf } from '../wallet/index.js';

export const RED_ENVELOPE_DISPLAY_JOB = 'red-envelope-display';

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

/**
 * One envelope's amount: between min and max, leaving every envelope still to come at least min and
 * no more than max of what is left, so the whole budget is paid out by the last envelope. `random(n)`
 * answers 0 ≤ r < n.
 */
export function envelopeAmount(
  row: Pick<EnvelopeRow, 'remaining' | 'count' | 'claimed' | 'minAmount' | 'maxAmount'>,
  random: (n: number) => number,
): bigint {
  const after = BigInt(Math.max(row.count - row.claimed - 1, 0));
  let hi = min(row.maxAmount, row.remaining - after * row.minAmount);
  // A drop made before envelopes were counted may hold less than min for each one left: pay what it can.
  if (hi < row.minAmount) hi = min(row.maxAmount, row.remaining);
  const lo = min(max(row.minAmount, row.remaining - after * row.maxAmount), hi);
  return lo + BigInt(random(Number(hi - lo) + 1));
}

const toEnvelope = (row: EnvelopeRow, locale?: string): RedEnvelope => ({
  id: row.id,
  title: inLanguage(row.titles, locale, row.title),
  start_at: row.startAt.toISOString(),
  end_at: row.endAt.toISOString(),
});

/**
 * Red-envelope drops: announced on member.{currency} when they start (one keyed job per
 * start time, so exactly once across nodes), one claim per member, never past the budget or the count;
 * the cash goes to the main wallet through the ledger in the same transaction as the claim.
 */
export function createRedEnvelopes(deps: {
  repo: RedEnvelopeRepo;
  wallet: WalletService;
  realtime: RealtimeHub;
  jobs: Jobs;
}) {
  const { repo } = deps;

  /** The job: a drop that is live at the time it was scheduled for (not moved, not ended) is announced. */
  async function announce({ id, startAt }: { id: number; startAt?: number }): Promise<void> {
    const row = await repo.find(id);
    if (!row || (startAt !== undefined && row.startAt.getTime() !== startAt)) return;
    await untilStarted(row.startAt);
    if (isLive(row, Date.now())) deps.realtime.publish(channels.memberCurrency(row.currency), 'RedEnvelopeDisplay', {});
  }

  /** Asks for the announcement at the drop's start (at once when it has started already). */
  const schedule = (row: Pick<EnvelopeRow, 'id' | 'startAt'>) =>
    deps.jobs.send(
      RED_ENVELOPE_DISPLAY_JOB,
      { id: row.id, startAt: row.startAt.getTime() },
      { key: displayJobKey(row.id, row.startAt), startAfter: row.startAt },
    );

  return {
    async start(): Promise<void> {
      await deps.jobs.work<{ id: number; startAt?: number }>(RED_ENVELOPE_DISPLAY_JOB, announce, {
        expireSeconds: DISPLAY_JOB_EXPIRE_SECONDS,
      });
    },

    schedule,

    /** Open pages of the drop's currency read their envelope again (it ended early, say). */
    refreshPages: (currency: string) =>
      deps.realtime.publish(channels.memberCurrency(currency), 'RedEnvelopeDisplay', {}),

    /** A drop written directly (tests, scripts); operators go through the admin service. */
    async create(input: Omit<NewEnvelope, 'id' | 'remaining'>): Promise<EnvelopeRow> {
      if (input.minAmount <= 0n || input.maxAmount < input.minAmount || input.budget < input.minAmount) {
        throw new Error('red envelope amounts: 0 < min <= max and budget >= min');
      }
      const count = input.count ?? Number(input.budget / input.minAmount);
      const row = await repo.insert({ ...input, count, remaining: input.budget });
      await schedule(row);
      return row;
    },

    /** The live envelope this member can still claim, if any, titled in the page's language. */
    async live(member: MemberRow, locale?: string): Promise<RedEnvelope | null> {
      const row = await repo.liveFor(member, new Date());
      return row ? toEnvelope(row, locale) : null;
    },

    async claim(member: MemberRow, id: number): Promise<{ cash: string }> {
      await deps.wallet.beforeMoney.run({ move: 'activity_claim', ...holderOf(member), amount: null });
      const entry = await repo.transaction(async (tx) => {
        // The row lock queues concurrent claims (and an operator's early end) of this envelope.
        const row = await repo.lock(tx, id);
        const now = Date.now();
        const ours = row && row.siteId === member.siteId && row.currency === member.memberCurrency;
        if (!ours || !isLive(row, now) || row.remaining < row.minAmount || row.claimed >= row.count) {
          throw new ApiError(CODES.over, 'red_envelope.over');
        }
        if (member.createdAt.getTime() > now - row.minMemberDays * 86_400_000) {
          throw new ApiError(CODES.notEligible, 'red_envelope.not_eligible');
        }
        if (await repo.hasClaimed(tx, id, member.id)) throw new ApiError(CODES.over, 'red_envelope.already_claimed');
        const amount = envelopeAmount(row, (n) => randomInt(n));
        if (!(await repo.takeEnvelope(tx, id, amount))) throw new ApiError(CODES.over, 'red_envelope.over');
        await repo.recordClaim(tx, id, member, amount);
        return deps.wallet.postIn(tx, {
          siteId: member.siteId,
          memberId: member.id,
          currency: member.memberCurrency,
          amount,
          kind: 'red_envelope',
          reference: `red_envelope:${id}`,
          idempotencyKey: `red_envelope:${id}:${member.id}`,
        });
      });
      deps.realtime.publish(channels.member(member.id), 'member.cash', {
        cash: formatMinor(entry.balanceAfter, member.memberCurrency),
      });
      return { cash: formatMinor(entry.amount, member.memberCurrency) };
    },
  };
}

export type RedEnvelopes = ReturnType<typeof createRedEnvelopes>;
