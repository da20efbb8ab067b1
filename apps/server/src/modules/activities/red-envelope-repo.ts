import { and, eq, gt, gte, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { redEnvelopeClaims, redEnvelopes } from '../../db/schema/index.js';
import type { MemberRow } from '../identity/index.js';

export type EnvelopeRow = typeof redEnvelopes.$inferSelect;
export type NewEnvelope = typeof redEnvelopes.$inferInsert;

/** All SQL of claiming red envelopes. A claim locks its envelope's row, so claims of one drop queue up. */
export function createRedEnvelopeRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    async find(id: number): Promise<EnvelopeRow | undefined> {
      const [row] = await db.select().from(redEnvelopes).where(eq(redEnvelopes.id, id));
      return row;
    },

    async insert(row: NewEnvelope): Promise<EnvelopeRow> {
      const [created] = await db.insert(redEnvelopes).values(row).returning();
      return created!;
    },

    /** The soonest-ending drop live now for the member's currency with envelopes left and no claim of theirs. */
    async liveFor(member: MemberRow, now: Date): Promise<EnvelopeRow | undefined> {
      const [row] = await db
        .select()
        .from(redEnvelopes)
        .where(
          and(
            eq(redEnvelopes.siteId, member.siteId),
            eq(redEnvelopes.currency, member.memberCurrency),
            lte(redEnvelopes.startAt, now),
            gt(redEnvelopes.endAt, now),
            isNull(redEnvelopes.endedEarlyAt),
            gte(redEnvelopes.remaining, redEnvelopes.minAmount),
            lt(redEnvelopes.claimed, redEnvelopes.count),
            notExists(
              db
                .select({ one: sql`1` })
                .from(redEnvelopeClaims)
                .where(
                  and(eq(redEnvelopeClaims.envelopeId, redEnvelopes.id), eq(redEnvelopeClaims.memberId, member.id)),
                ),
            ),
          ),
        )
        .orderBy(redEnvelopes.endAt)
        .limit(1);
      return row;
    },

    /** The envelope, its row locked until the transaction ends (an operator's end waits for it too). */
    async lock(tx: Tx, id: number): Promise<EnvelopeRow | undefined> {
      const [row] = await tx.select().from(redEnvelopes).where(eq(redEnvelopes.id, id)).for('update');
      return row;
    },

    async hasClaimed(tx: Tx, envelopeId: number, memberId: number): Promise<boolean> {
      const claimed = await tx
        .select({ id: redEnvelopeClaims.id })
        .from(redEnvelopeClaims)
        .where(and(eq(redEnvelopeClaims.envelopeId, envelopeId), eq(redEnvelopeClaims.memberId, memberId)));
      return claimed.length > 0;
    },

    /**
     * Takes one envelope of `amount` off the drop in one conditional statement: never past the budget or
     * the count, never after an early end. False when the drop could not pay it.
     */
    async takeEnvelope(tx: Tx, envelopeId: number, amount: bigint): Promise<boolean> {
      const rows = await tx
        .update(redEnvelopes)
        .set({
          remaining: sql`${redEnvelopes.remaining} - ${amount}`,
          claimed: sql`${redEnvelopes.claimed} + 1`,
        })
        .where(
          and(
            eq(redEnvelopes.id, envelopeId),
            gte(redEnvelopes.remaining, amount),
            lt(redEnvelopes.claimed, redEnvelopes.count),
            isNull(redEnvelopes.endedEarlyAt),
          ),
        )
        .returning({ id: redEnvelopes.id });
      return rows.length === 1;
    },

    async recordClaim(tx: Tx, envelopeId: number, member: MemberRow, amount: bigint): Promise<void> {
      await tx.insert(redEnvelopeClaims).values({ siteId: member.siteId, envelopeId, memberId: member.id, amount });
    },
  };
}

export type RedEnvelopeRepo = ReturnType<typeof createRedEnvelopeRepo>;
