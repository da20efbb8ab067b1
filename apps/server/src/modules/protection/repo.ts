import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  protectionBlocks,
  protectionLimitRaises,
  protectionLimits,
  protectionMarks,
  protectionMembers,
  protectionRealityAnswers,
  protectionSiteLimits,
} from '../../db/schema/index.js';

/** A limit in force: the member's, an operator's on this member, or the site's for the member's currency. */
export type LimitRow = { setter: 'member' | 'operator' | 'site'; measure: string; period: string; amount: bigint };
export type RaiseRow = typeof protectionLimitRaises.$inferSelect;
export type BlockRow = typeof protectionBlocks.$inferSelect;
export type ProtectionMemberRow = typeof protectionMembers.$inferSelect;
type MemberKey = { siteId: number; memberId: number };
type MemberOfCurrency = MemberKey & { currency: string };
type LimitKey = MemberKey & { measure: string; period: string };

const ofMember = (table: { siteId: AnyPgColumn; memberId: AnyPgColumn }, key: MemberKey) =>
  and(eq(table.siteId, key.siteId), eq(table.memberId, key.memberId));

interface BlockOrLimitRow {
  setter: string;
  measure: string;
  period: string;
  amount: string | bigint;
  ends_at: unknown;
}

// Every bet, deposit and transfer into a game asks it: prepared (0056).
const blockAndLimitsStatement = preparedStatement<BlockOrLimitRow>(
  'protection_block_and_limits',
  `(select 'block' as setter, kind as measure, '' as period, 0::bigint as amount, ends_at
     from protection_blocks
     where site_id = $1 and member_id = $2 and starts_at <= $3::timestamptz
       and (ends_at is null or ends_at > $3::timestamptz)
     order by ends_at is null desc, ends_at desc limit 1)
   union all
   select setter, measure, period, amount, null from protection_limits where site_id = $1 and member_id = $2
   union all
   select 'site', measure, period, amount, null from protection_site_limits where site_id = $1 and currency = $4`,
);

/** Times are always the service's clock (never the database's now()), so a test clock moves them all. */
export function createProtectionRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    /** The member's row, created on first use and locked until `tx` ends: their checks take turns. */
    async lockMember(tx: Tx, key: MemberKey, now: Date): Promise<ProtectionMemberRow> {
      await tx
        .insert(protectionMembers)
        .values({ ...key, updatedAt: now })
        .onConflictDoNothing();
      const [row] = await tx.select().from(protectionMembers).where(ofMember(protectionMembers, key)).for('update');
      if (!row) throw new Error('protection row vanished');
      return row;
    },

    async member(key: MemberKey): Promise<ProtectionMemberRow | undefined> {
      const [row] = await db.select().from(protectionMembers).where(ofMember(protectionMembers, key));
      return row;
    },

    async setRealityCheck(tx: Tx, key: MemberKey, minutes: number, now: Date): Promise<void> {
      await tx
        .update(protectionMembers)
        .set({ realityCheckMinutes: minutes, updatedAt: now })
        .where(ofMember(protectionMembers, key));
    },

    /** Every limit on the member, theirs and the operator's and the site's, in one round trip. */
    limits(key: MemberOfCurrency, tx: Tx = db): Promise<LimitRow[]> {
      const own = tx
        .select({
          setter: sql<LimitRow['setter']>`${protectionLimits.setter}`.as('setter'),
          measure: protectionLimits.measure,
          period: protectionLimits.period,
          amount: protectionLimits.amount,
        })
        .from(protectionLimits)
        .where(ofMember(protectionLimits, key));
      const site = tx
        .select({
          setter: sql<LimitRow['setter']>`'site'`.as('setter'),
          measure: protectionSiteLimits.measure,
          period: protectionSiteLimits.period,
          amount: protectionSiteLimits.amount,
        })
        .from(protectionSiteLimits)
        .where(and(eq(protectionSiteLimits.siteId, key.siteId), eq(protectionSiteLimits.currency, key.currency)));
      return unionAll(own, site);
    },

    /**
     * The block in force at `now`, if any, and the limits that apply (as `limits`), in one round trip: every
     * bet, deposit and transfer into a game asks both.
     */
    async blockAndLimits(
      key: MemberOfCurrency,
      now: Date,
      tx?: Tx,
    ): Promise<{ block: Pick<BlockRow, 'kind' | 'endsAt'> | undefined; limits: LimitRow[] }> {
      const values = [key.siteId, key.memberId, now.toISOString(), key.currency];
      const rows = await blockAndLimitsStatement(tx ?? db, values);
      const blockRow = rows.find((r) => r.setter === 'block');
      const block = blockRow && {
        kind: blockRow.measure as BlockRow['kind'],
        endsAt: blockRow.ends_at === null ? null : new Date(blockRow.ends_at as string | Date),
      };
      const limits = rows
        .filter((r) => r !== blockRow)
        .map((r) => ({
          setter: r.setter as LimitRow['setter'],
          measure: r.measure,
          period: r.period,
          amount: BigInt(r.amount),
        }));
      return { block, limits };
    },

    async putLimit(tx: Tx, key: LimitKey & { setter: 'member' | 'operator' }, amount: bigint | null, now: Date) {
      const where = and(
        ofMember(protectionLimits, key),
        eq(protectionLimits.setter, key.setter),
        eq(protectionLimits.measure, key.measure),
        eq(protectionLimits.period, key.period),
      );
      if (amount === null) return void (await tx.delete(protectionLimits).where(where));
      await tx
        .insert(protectionLimits)
        .values({ ...key, amount, updatedAt: now })
        .onConflictDoUpdate({
          target: [
            protectionLimits.siteId,
            protectionLimits.memberId,
            protectionLimits.setter,
            protectionLimits.measure,
            protectionLimits.period,
          ],
          set: { amount, updatedAt: now },
        });
    },

    pendingRaises: (key: MemberKey, tx: Tx = db): Promise<RaiseRow[]> =>
      tx
        .select()
        .from(protectionLimitRaises)
        .where(and(ofMember(protectionLimitRaises, key), eq(protectionLimitRaises.state, 'pending'))),

    async addRaise(tx: Tx, key: LimitKey, amount: bigint | null, now: Date): Promise<void> {
      await tx.insert(protectionLimitRaises).values({ ...key, amount, requestedAt: now, state: 'pending' });
    },

    async closeRaise(tx: Tx, id: number, state: Exclude<RaiseRow['state'], 'pending'>, now: Date): Promise<void> {
      await tx
        .update(protectionLimitRaises)
        .set({ state, decidedAt: now })
        .where(and(eq(protectionLimitRaises.id, id), eq(protectionLimitRaises.state, 'pending')));
    },

    /** Members of the site with a limit of their own or an operator's. */
    async limitedMembers(siteId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ memberId: protectionLimits.memberId })
        .from(protectionLimits)
        .where(eq(protectionLimits.siteId, siteId));
      return rows.map((r) => r.memberId);
    },

    /** The member's raises and removals, newest first (the console's history). */
    raisesOf: (key: MemberKey, limit = 50): Promise<RaiseRow[]> =>
      db
        .select()
        .from(protectionLimitRaises)
        .where(ofMember(protectionLimitRaises, key))
        .orderBy(desc(protectionLimitRaises.id))
        .limit(limit),

    /** The member's time-outs and exclusions, newest first. */
    blocksOf: (key: MemberKey, limit = 50): Promise<BlockRow[]> =>
      db
        .select()
        .from(protectionBlocks)
        .where(ofMember(protectionBlocks, key))
        .orderBy(desc(protectionBlocks.startsAt), desc(protectionBlocks.id))
        .limit(limit),

    async skipPrompt(tx: Tx, key: MemberKey, now: Date): Promise<void> {
      await tx
        .update(protectionMembers)
        .set({ promptSkippedAt: now, updatedAt: now })
        .where(ofMember(protectionMembers, key));
    },

    async addRealityAnswer(row: Omit<typeof protectionRealityAnswers.$inferInsert, 'id'>): Promise<void> {
      await db.insert(protectionRealityAnswers).values(row);
    },

    realityAnswers: (key: MemberKey, limit = 50) =>
      db
        .select()
        .from(protectionRealityAnswers)
        .where(ofMember(protectionRealityAnswers, key))
        .orderBy(desc(protectionRealityAnswers.answeredAt))
        .limit(limit),

    /** The block in force at `now` that ends last (a permanent one first), if any. */
    async activeBlock(key: MemberKey, now: Date, tx: Tx = db): Promise<BlockRow | undefined> {
      const [row] = await tx
        .select()
        .from(protectionBlocks)
        .where(
          and(
            ofMember(protectionBlocks, key),
            lte(protectionBlocks.startsAt, now),
            or(isNull(protectionBlocks.endsAt), gt(protectionBlocks.endsAt, now)),
          ),
        )
        .orderBy(desc(isNull(protectionBlocks.endsAt)), desc(protectionBlocks.endsAt))
        .limit(1);
      return row;
    },

    /** Which of these members of the site are on a time-out or self-excluded at `now`. */
    async blockedAmong(siteId: number, memberIds: number[], now: Date): Promise<Set<number>> {
      if (memberIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ memberId: protectionBlocks.memberId })
        .from(protectionBlocks)
        .where(
          and(
            eq(protectionBlocks.siteId, siteId),
            inArray(protectionBlocks.memberId, memberIds),
            lte(protectionBlocks.startsAt, now),
            or(isNull(protectionBlocks.endsAt), gt(protectionBlocks.endsAt, now)),
          ),
        );
      return new Set(rows.map((r) => r.memberId));
    },

    async addBlock(tx: Tx, block: Omit<typeof protectionBlocks.$inferInsert, 'id'>): Promise<void> {
      await tx.insert(protectionBlocks).values(block);
    },

    async addMarks(tx: Tx, operator: string, hashes: string[], endsAt: Date | null, now: Date): Promise<void> {
      if (hashes.length === 0) return;
      await tx.insert(protectionMarks).values(hashes.map((hash) => ({ operator, hash, endsAt, createdAt: now })));
    },

    /** Whether any of `hashes` marks a person excluded from the operator's sites at `now`. */
    async marked(operator: string, hashes: string[], now: Date): Promise<boolean> {
      if (hashes.length === 0) return false;
      const [row] = await db
        .select({ id: protectionMarks.id })
        .from(protectionMarks)
        .where(
          and(
            eq(protectionMarks.operator, operator),
            inArray(protectionMarks.hash, hashes),
            or(isNull(protectionMarks.endsAt), gt(protectionMarks.endsAt, now)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type ProtectionRepo = ReturnType<typeof createProtectionRepo>;
