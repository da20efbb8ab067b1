import { randomInt } from 'node:crypto';
import { channels, formatMinor, RED_ENVELOPE_CODES as CODES } from '@playdeck/contract';
import type { RedEnvelope } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { MemberRow } from '../identity/index.js';
import type { Jobs } from '../jobs/index.js';
import type { RealtimeHub } from '../realtime/hub.js';
import type { WalletService } from '../wallet/index.js';
import type { EnvelopeRow, NewEnvelope, RedEnvelopeRepo } from './red-envelope-repo.js';

export const RED_ENVELOPE_DISPLAY_JOB = 'red-envelope-display';

const toEnvelope = (row: EnvelopeRow): RedEnvelope => ({
  id: row.id,
  title: row.title,
  start_at: row.startAt.toISOString(),
  end_at: row.endAt.toISOString(),
});

/**
 * Red-envelope drops (spec §4, §7): announced on member.{currency} when they start (one keyed job per
 * envelope, so exactly once across nodes), one claim per member, never past the budget; the cash goes
 * to the main wallet through the ledger in the same transaction as the claim.
 */
export function createRedEnvelopes(deps: {
  repo: RedEnvelopeRepo;
  wallet: WalletService;
  realtime: RealtimeHub;
  jobs: Jobs;
}) {
  const { repo } = deps;

  async function announce({ id }: { id: number }): Promise<void> {
    const row = await repo.find(id);
    if (row && row.endAt.getTime() > Date.now()) {
      deps.realtime.publish(channels.memberCurrency(row.currency), 'RedEnvelopeDisplay', {});
    }
  }

  return {
    async start(): Promise<void> {
      await deps.jobs.work<{ id: number }>(RED_ENVELOPE_DISPLAY_JOB, announce);
    },

    /** Operator side: a new drop, announced when it starts. */
    async create(input: Omit<NewEnvelope, 'id' | 'remaining'>): Promise<EnvelopeRow> {
      if (input.minAmount <= 0n || input.maxAmount < input.minAmount || input.budget < input.minAmount) {
        throw new Error('red envelope amounts: 0 < min <= max and budget >= min');
      }
      const row = await repo.insert({ ...input, remaining: input.budget });
      await deps.jobs.send(RED_ENVELOPE_DISPLAY_JOB, { id: row.id }, { key: String(row.id), startAfter: row.startAt });
      return row;
    },

    /** The live envelope this member can still claim, if any. */
    async live(member: MemberRow): Promise<RedEnvelope | null> {
      const row = await repo.liveFor(member, new Date());
      return row ? toEnvelope(row) : null;
    },

    async claim(member: MemberRow, id: number): Promise<{ cash: string }> {
      const entry = await repo.transaction(async (tx) => {
        // The row lock queues concurrent claims of this envelope, so the budget is checked one at a time.
        const row = await repo.lock(tx, id);
        const now = Date.now();
        const live = row && row.siteId === member.siteId && row.currency === member.memberCurrency;
        if (!live || row.startAt.getTime() > now || row.endAt.getTime() <= now || row.remaining < row.minAmount) {
          throw new ApiError(CODES.over, 'the red envelope is over');
        }
        if (member.createdAt.getTime() > now - row.minMemberDays * 86_400_000) {
          throw new ApiError(CODES.notEligible, 'not eligible for this red envelope');
        }
        if (await repo.hasClaimed(tx, id, member.id)) throw new ApiError(CODES.over, 'already claimed');
        const ceiling = row.maxAmount < row.remaining ? row.maxAmount : row.remaining;
        const amount = row.minAmount + BigInt(randomInt(0, Number(ceiling - row.minAmount) + 1));
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
