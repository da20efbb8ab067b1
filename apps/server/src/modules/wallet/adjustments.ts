import type { FastifyRequest } from 'fastify';
import { channels, formatMinor, parseMinor } from '@playdeck/contract';
import type { AdjustmentReason } from '@playdeck/contract/admin';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import { periodAt } from '../../lib/periods.js';
import { createTurns } from '../../lib/turns.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { AdjustmentRepo, AdjustmentRow } from './adjustments-repo.js';
import { createApprovalThreshold } from './approval-threshold.js';
import { InsufficientFunds } from './ledger.js';
import type { Ledger } from './ledger.js';

export interface AdjustmentRequest {
  memberId: number;
  direction: 'credit' | 'debit';
  amount: string;
  reasonCode: AdjustmentReason;
  note: string;
  requestId: string;
}

/** The member an adjustment is for, as the identity domain answers it (within the granted sites). */
export interface AdjustedMember {
  id: number;
  siteId: number;
  currency: string;
}

const overdraw = () => adminErrors.conflict('amount: the member’s balance is lower than this debit', 'amount');

const auditable = (a: AdjustmentRow) => ({
  member_id: a.memberId,
  currency: a.currency,
  amount: formatMinor(a.amount, a.currency),
  reason_code: a.reasonCode,
  note: a.note,
  status: a.status,
});

/**
 * Manual balance adjustments: credit or debit a member's main wallet with a reason. Each one is
 * idempotent (the console's request id), posted through the ledger (never below zero) and audited in one
 * transaction. When it would take what its requester posted alone for that member today past the site's
 * threshold, it waits for a second operator with `money.approve`, who may not be the one who asked
 * (checked here, in the conditional update, and by a table constraint).
 */
export function createAdjustments(deps: {
  db: Db;
  repo: AdjustmentRepo;
  ledger: Pick<Ledger, 'postIn'>;
  /** The member's main balance now, in minor units (a debit waiting for approval is checked against it). */
  mainBalance: (siteId: number, memberId: number) => Promise<bigint>;
  audit: Audit;
  realtime: RealtimeHub;
  memberOf: (id: number, siteIds: number[]) => Promise<AdjustedMember | undefined>;
}) {
  const inTurn = createTurns();
  const ledgerKey = (a: Pick<AdjustmentRow, 'requestedBy' | 'requestId'>) =>
    `adjustment:${a.requestedBy}:${a.requestId}`;

  async function post(
    tx: Tx,
    a: Pick<AdjustmentRow, 'siteId' | 'memberId' | 'currency' | 'amount' | 'requestedBy' | 'requestId'>,
  ) {
    try {
      return await deps.ledger.postIn(tx, {
        siteId: a.siteId,
        memberId: a.memberId,
        currency: a.currency,
        amount: a.amount,
        kind: 'adjustment',
        reference: `adjustment:${a.requestId}`,
        idempotencyKey: ledgerKey(a),
      });
    } catch (err) {
      if (err instanceof InsufficientFunds) throw overdraw();
      throw err;
    }
  }

  /**
   * Four-eyes by sum: what the requester has posted alone for this member today (UTC) plus this amount
   * must stay within the threshold, else a second operator decides. Read under the member's row lock.
   */
  async function overThreshold(
    tx: Tx,
    a: Pick<AdjustmentRow, 'memberId' | 'requestedBy'>,
    magnitude: bigint,
    threshold: bigint,
  ): Promise<boolean> {
    if (magnitude > threshold) return true;
    await deps.repo.lockMember(tx, a.memberId);
    const alone = await deps.repo.postedAloneSince(tx, a.requestedBy, a.memberId, periodAt('day', new Date()).start);
    return alone + magnitude > threshold;
  }

  function tell(a: { memberId: number; currency: string }, balanceAfter: bigint) {
    deps.realtime.publish(channels.member(a.memberId), 'member.cash', { cash: formatMinor(balanceAfter, a.currency) });
  }

  async function create(request: FastifyRequest, actor: OperatorUser, input: AdjustmentRequest): Promise<number> {
    const member = await deps.memberOf(input.memberId, actor.siteIds);
    if (!member) throw adminErrors.notFound('no such member on your sites');
    const magnitude = parseMinor(input.amount, member.currency);
    if (!magnitude) throw adminErrors.invalid('amount', `not an amount in ${member.currency}`);
    const amount = input.direction === 'debit' ? -magnitude : magnitude;
    const threshold = await createApprovalThreshold(deps.repo)(member.siteId, member.currency);
    // Posting checks again (never below zero); asking for an approval of what cannot be paid is refused now.
    if (amount < 0n && (await deps.mainBalance(member.siteId, member.id)) < magnitude) throw overdraw();
    const row = {
      siteId: member.siteId,
      memberId: member.id,
      currency: member.currency,
      amount,
      reasonCode: input.reasonCode,
      note: input.note,
      requestId: input.requestId,
      requestedBy: actor.id,
    };
    try {
      const work = () =>
        deps.db.transaction(async (raw) => {
          const tx = raw as unknown as Tx;
          const needsApproval = await overThreshold(tx, row, magnitude, threshold);
          const entry = needsApproval ? undefined : await post(tx, row);
          const adjustment = await deps.repo.insert(tx, {
            ...row,
            status: needsApproval ? 'pending' : 'posted',
            ledgerEntryId: entry?.id ?? null,
            decidedAt: entry ? new Date() : null,
          });
          const action = needsApproval ? 'adjustment.request' : 'adjustment.post';
          await deps.audit.record(tx, request, actor, {
            siteId: member.siteId,
            action,
            targetType: 'member',
            targetId: member.id,
            after: { adjustment_id: adjustment.id, ...auditable(adjustment) },
            reason: input.note,
          });
          return { adjustment, balanceAfter: entry?.balanceAfter };
        });
      // Small amounts read the requester's day under the member's row lock: they take turns here first.
      const { adjustment, balanceAfter } = magnitude > threshold ? await work() : await inTurn(`${member.id}`, work);
      if (balanceAfter !== undefined) tell(adjustment, balanceAfter);
      return adjustment.id;
    } catch (err) {
      // The same form submitted twice: the first adjustment stands, the second is it.
      if (isUniqueViolation(err)) {
        const first = await deps.repo.byRequest(actor.id, input.requestId);
        if (first) return first.id;
      }
      throw err;
    }
  }

  async function decide(request: FastifyRequest, actor: OperatorUser, id: number, approve: boolean, note?: string) {
    const result = await deps.db.transaction(async (raw) => {
      const tx = raw as unknown as Tx;
      const pending = await deps.repo.lockPending(tx, id, actor.siteIds);
      if (!pending) throw adminErrors.notFound('no such adjustment on your sites');
      if (pending.status !== 'pending') throw adminErrors.conflict(`this adjustment is already ${pending.status}`);
      if (pending.requestedBy === actor.id)
        throw adminErrors.forbidden('a second operator must decide your own request');
      const entry = approve ? await post(tx, pending) : undefined;
      const decided = await deps.repo.decide(tx, id, actor.id, approve ? 'posted' : 'rejected', entry?.id);
      if (!decided) throw adminErrors.conflict('this adjustment was decided meanwhile');
      await deps.audit.record(tx, request, actor, {
        siteId: decided.siteId,
        action: approve ? 'adjustment.approve' : 'adjustment.reject',
        targetType: 'member',
        targetId: decided.memberId,
        before: { adjustment_id: id, ...auditable(pending) },
        after: { adjustment_id: id, ...auditable(decided) },
        reason: note ?? '',
      });
      return { decided, balanceAfter: entry?.balanceAfter };
    });
    if (result.balanceAfter !== undefined) tell(result.decided, result.balanceAfter);
  }

  return {
    create,
    approve: (request: FastifyRequest, actor: OperatorUser, id: number, note?: string) =>
      decide(request, actor, id, true, note),
    reject: (request: FastifyRequest, actor: OperatorUser, id: number, note?: string) =>
      decide(request, actor, id, false, note),
    list: deps.repo.list,
    byId: deps.repo.byId,
  };
}

export type Adjustments = ReturnType<typeof createAdjustments>;
