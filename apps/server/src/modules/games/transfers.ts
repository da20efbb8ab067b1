import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gameTransfers, wallets } from '../../db/schema/index.js';
import type { Jobs } from '../jobs/jobs.js';
import type { Ledger, Tx } from '../wallet/ledger.js';
import { isUniqueViolation } from '../wallet/ledger.js';
import type { ProviderClient } from './provider-client.js';
import { RECONCILE_JOB, reconcileDelayMs } from './reconcile-timing.js';
import { OutcomeUnknown, playerIdOf, ProviderRefused } from './provider-client.js';

export type TransferRow = typeof gameTransfers.$inferSelect;

export interface MemberRef {
  siteId: number;
  memberId: number;
  currency: string;
}

/** Another transfer for this member and provider has not settled yet. */
export class TransferBusy extends Error {}

export type TransferResult =
  | { state: 'settled'; transfer: TransferRow }
  | { state: 'failed'; transfer: TransferRow }
  | { state: 'pending'; transfer: TransferRow }
  | { state: 'nothing' };

/**
 * Moves money between a member's main wallet and a provider (transfer-wallet model).
 *
 * A transfer is recorded (and the money taken from its source wallet) before the provider is called,
 * outside any database transaction; the answer settles it. No answer leaves it pending: the reconciler
 * asks the provider by transfer id and, if the provider never saw it, sends the same transfer again
 * (the id makes that safe), until the provider says applied or refused. Refusal of a transfer in
 * refunds the main wallet; nothing else ever refunds.
 *
 * Our per-provider wallet mirrors the member's balance at the provider: each settlement first posts
 * the game result since the last one (`game_result`: the provider's balance after the transfer minus
 * what we expected), so the books show every bet's net effect. One pending transfer per member and
 * provider (a unique index) keeps settlements in the provider's order.
 */
export function createTransfers(deps: {
  db: Db;
  ledger: Ledger;
  provider: ProviderClient;
  jobs: Jobs;
  log: FastifyBaseLogger;
  /** Called after a settlement changed the main wallet. */
  onMainChanged: (m: MemberRef) => void;
}) {
  const { db, ledger, provider } = deps;
  const players = new Set<string>();

  async function ensurePlayer(m: MemberRef, gpId: string): Promise<void> {
    const playerId = playerIdOf(gpId, m.memberId);
    const key = `${m.siteId}:${playerId}`;
    if (players.has(key)) return;
    await provider.ensurePlayer({ siteId: m.siteId, playerId }, m.currency);
    players.add(key);
  }

  const posting = (t: TransferRow, wallet: 'main' | 'provider', amount: bigint, kind: string, step: string) => ({
    siteId: t.siteId,
    memberId: t.memberId,
    currency: t.currency,
    provider: wallet === 'main' ? '' : t.gpId,
    amount,
    kind,
    reference: t.id,
    idempotencyKey: `game-transfer:${t.id}:${step}`,
  });

  /** Claims the pending transfer for settlement; false when another settlement got there first. */
  async function close(tx: Tx, id: string, status: 'settled' | 'failed', extra: Partial<TransferRow> = {}) {
    const rows = await tx
      .update(gameTransfers)
      .set({ status, settledAt: new Date(), ...extra })
      .where(and(eq(gameTransfers.id, id), eq(gameTransfers.status, 'pending')))
      .returning();
    return rows[0];
  }

  async function mirrorBalance(tx: Tx, t: TransferRow): Promise<bigint> {
    const rows = await tx
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.siteId, t.siteId), eq(wallets.memberId, t.memberId), eq(wallets.provider, t.gpId)));
    return rows[0]?.balance ?? 0n;
  }

  async function settleApplied(t: TransferRow, providerBalance: bigint): Promise<TransferResult> {
    const settled = await db.transaction(async (raw) => {
      const tx = raw as unknown as Tx;
      const row = await close(tx, t.id, 'settled', { providerBalance });
      if (!row) return undefined;
      // The provider's balance just before a transfer out (or just after one in) against our mirror of
      // it: the difference is the net of the bets and wins since the last settlement.
      const target = t.direction === 'out' ? providerBalance + t.amount : providerBalance;
      const result = target - (await mirrorBalance(tx, t));
      if (result !== 0n) await ledger.postIn(tx, posting(t, 'provider', result, 'game_result', 'result'));
      if (t.direction === 'out') {
        await ledger.postIn(tx, posting(t, 'provider', -t.amount, 'game_transfer_out', 'provider'));
        await ledger.postIn(tx, posting(t, 'main', t.amount, 'game_transfer_out', 'main'));
      }
      return row;
    });
    if (!settled) return { state: 'settled', transfer: (await find(t.id))! };
    if (t.direction === 'out') deps.onMainChanged(t);
    return { state: 'settled', transfer: settled };
  }

  async function settleRefused(t: TransferRow, reason: string): Promise<TransferResult> {
    const failed = await db.transaction(async (raw) => {
      const tx = raw as unknown as Tx;
      const row = await close(tx, t.id, 'failed', { lastError: reason.slice(0, 500) });
      if (!row) return undefined;
      if (t.direction === 'in') {
        await ledger.postIn(tx, posting(t, 'provider', -t.amount, 'game_transfer_refund', 'refund-provider'));
        await ledger.postIn(tx, posting(t, 'main', t.amount, 'game_transfer_refund', 'refund-main'));
      }
      return row;
    });
    if (!failed) return { state: 'settled', transfer: (await find(t.id))! };
    if (t.direction === 'in') deps.onMainChanged(t);
    return { state: 'failed', transfer: failed };
  }

  async function leavePending(t: TransferRow, reason: string): Promise<TransferResult> {
    const [row] = await db
      .update(gameTransfers)
      .set({ attempts: sql`${gameTransfers.attempts} + 1`, lastError: reason.slice(0, 500) })
      .where(and(eq(gameTransfers.id, t.id), eq(gameTransfers.status, 'pending')))
      .returning();
    if (!row) return { state: 'settled', transfer: (await find(t.id))! };
    deps.log.warn({ transferId: t.id, attempts: row.attempts, reason }, 'game transfer outcome unknown');
    await deps.jobs
      .send(RECONCILE_JOB, { id: t.id }, { key: `${t.id}:${row.attempts}`, delayMs: reconcileDelayMs(row.attempts) })
      .catch((err: unknown) => deps.log.error({ err, transferId: t.id }, 'could not queue reconciliation'));
    return { state: 'pending', transfer: row };
  }

  /** Sends the transfer (again: the id makes a repeat safe) and settles what the provider answers. */
  async function attempt(t: TransferRow): Promise<TransferResult> {
    try {
      const outcome = await provider.transfer({
        siteId: t.siteId,
        playerId: playerIdOf(t.gpId, t.memberId),
        transferId: t.id,
        direction: t.direction,
        amount: t.amount,
      });
      if (outcome.status === 'applied') return await settleApplied(t, outcome.balance);
      return await settleRefused(t, outcome.reason ?? 'rejected');
    } catch (err) {
      if (err instanceof ProviderRefused) return settleRefused(t, err.message);
      if (err instanceof OutcomeUnknown) return leavePending(t, err.message);
      throw err;
    }
  }

  async function find(id: string): Promise<TransferRow | undefined> {
    const rows = await db.select().from(gameTransfers).where(eq(gameTransfers.id, id));
    return rows[0];
  }

  async function record(tx: Tx, row: typeof gameTransfers.$inferInsert): Promise<TransferRow> {
    try {
      const [created] = await tx.insert(gameTransfers).values(row).returning();
      return created as TransferRow;
    } catch (err) {
      if (isUniqueViolation(err)) throw new TransferBusy('a transfer is still settling');
      throw err;
    }
  }

  return {
    find,
    ensurePlayer,

    /** Moves the member's whole main balance into the provider. */
    async transferIn(m: MemberRef, gpId: string): Promise<TransferResult> {
      await ensurePlayer(m, gpId);
      const id = randomUUID();
      let transfer: TransferRow | undefined;
      try {
        transfer = await db.transaction(async (raw) => {
          const tx = raw as unknown as Tx;
          const locked = await tx.execute(sql`
            select balance::text as balance from wallets
            where site_id = ${m.siteId} and member_id = ${m.memberId} and provider = '' for update`);
          const balance = BigInt((locked as unknown as { rows: { balance: string }[] }).rows[0]?.balance ?? '0');
          if (balance <= 0n) return undefined;
          const t = await record(tx, {
            id,
            siteId: m.siteId,
            memberId: m.memberId,
            gpId,
            currency: m.currency,
            direction: 'in',
            amount: balance,
            status: 'pending',
          });
          await ledger.postIn(tx, posting(t, 'main', -balance, 'game_transfer_in', 'main'));
          await ledger.postIn(tx, posting(t, 'provider', balance, 'game_transfer_in', 'provider'));
          return t;
        });
      } catch (err) {
        // Two transactions raced for the one pending slot; the loser's unique violation aborts it whole.
        if (isUniqueViolation(err)) throw new TransferBusy('a transfer is still settling');
        throw err;
      }
      if (!transfer) return { state: 'nothing' };
      deps.onMainChanged(m);
      return attempt(transfer);
    },

    /** Brings the member's whole balance at the provider (as the provider reports it now) back to main. */
    async transferOut(m: MemberRef, gpId: string): Promise<TransferResult> {
      const playerId = playerIdOf(gpId, m.memberId);
      // Throws OutcomeUnknown when the provider does not answer: nothing has moved then.
      const balance = await provider.balance({ siteId: m.siteId, playerId });
      if (balance <= 0n) return { state: 'nothing' };
      const transfer = await db.transaction((raw) =>
        record(raw as unknown as Tx, {
          id: randomUUID(),
          siteId: m.siteId,
          memberId: m.memberId,
          gpId,
          currency: m.currency,
          direction: 'out',
          amount: balance,
          status: 'pending',
        }),
      );
      return attempt(transfer);
    },

    pendingProviders,

    /** A transfer of this member (with this provider, when named) is still settling. */
    async hasPending(siteId: number, memberId: number, gpId?: string): Promise<boolean> {
      const pending = await pendingProviders(siteId, memberId);
      return gpId ? pending.has(gpId) : pending.size > 0;
    },

    reconcile,

    /** Every transfer pending for longer than `olderThanMs` (the sweep job, and tests). */
    async reconcilePending(olderThanMs = 10_000): Promise<number> {
      const rows = await db
        .select({ id: gameTransfers.id })
        .from(gameTransfers)
        .where(
          and(eq(gameTransfers.status, 'pending'), lt(gameTransfers.createdAt, new Date(Date.now() - olderThanMs))),
        )
        .limit(500);
      for (const { id } of rows) await reconcile(id);
      return rows.length;
    },
  };

  /** Providers with a transfer of this member still settling. */
  async function pendingProviders(siteId: number, memberId: number): Promise<Set<string>> {
    const rows = await db
      .select({ gpId: gameTransfers.gpId })
      .from(gameTransfers)
      .where(
        and(
          eq(gameTransfers.siteId, siteId),
          eq(gameTransfers.memberId, memberId),
          eq(gameTransfers.status, 'pending'),
        ),
      );
    return new Set(rows.map((r) => r.gpId));
  }

  /** Settles one pending transfer if the provider can tell (or take) it now. */
  async function reconcile(id: string): Promise<TransferResult | undefined> {
    const t = await find(id);
    if (!t || t.status !== 'pending') return undefined;
    let known;
    try {
      known = await provider.transferStatus(id);
    } catch (err) {
      return leavePending(t, err instanceof Error ? err.message : String(err));
    }
    if (known.status === 'applied') return settleApplied(t, known.balance);
    if (known.status === 'rejected') return settleRefused(t, known.reason ?? 'rejected');
    return attempt(t);
  }
}

export type Transfers = ReturnType<typeof createTransfers>;
