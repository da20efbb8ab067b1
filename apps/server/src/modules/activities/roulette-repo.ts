import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { rouletteDraws, roulettePrizes, roulettes, rouletteSpins } from '../../db/schema/index.js';
import type { MemberRow } from '../identity/index.js';

export type WheelRow = typeof roulettes.$inferSelect;
export type PrizeRow = typeof roulettePrizes.$inferSelect;
export type NewWheel = typeof roulettes.$inferInsert;
export type NewPrize = Omit<typeof roulettePrizes.$inferInsert, 'rouletteId' | 'siteId'>;

/** The wheel a member is shown, with the member's draws on it (null: never granted one). */
export interface ShownWheel {
  wheel: WheelRow;
  remaining: number | null;
}

/** All SQL of the roulette. Spending a draw and taking stock are single conditional statements. */
export function createRouletteRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    /**
     * Decision 0013: among the wheels live now for the member's site and currency, the first of: one where
     * the member has draws left, then one where the member was granted draws, then any; the soonest-ending
     * first in each group (the draws that would expire first are spent first), the older wheel on a tie.
     */
    async shownWheel(member: MemberRow, now: Date): Promise<ShownWheel | undefined> {
      // Draws left: the member's row, else (a wheel for the whole currency) the draws everyone is granted.
      const left = sql<
        number | null
      >`coalesce(${rouletteDraws.remaining}, case when ${roulettes.grantKind} = 'currency' then ${roulettes.grantDraws} end)`;
      const [row] = await db
        .select({ wheel: roulettes, remaining: left })
        .from(roulettes)
        .leftJoin(rouletteDraws, and(eq(rouletteDraws.rouletteId, roulettes.id), eq(rouletteDraws.memberId, member.id)))
        .where(
          and(
            eq(roulettes.siteId, member.siteId),
            eq(roulettes.currency, member.memberCurrency),
            lte(roulettes.startAt, now),
            gt(roulettes.endAt, now),
            isNull(roulettes.endedEarlyAt),
          ),
        )
        .orderBy(
          desc(sql`coalesce(${left}, 0) > 0`),
          desc(sql`${left} is not null`),
          asc(roulettes.endAt),
          asc(roulettes.id),
        )
        .limit(1);
      return row && { wheel: row.wheel, remaining: row.remaining === null ? null : Number(row.remaining) };
    },

    /** The wheel as committed now (read after the spin has locked the prizes: see spinIn). */
    async wheelIn(tx: Tx, id: number): Promise<WheelRow | undefined> {
      const [row] = await tx.select().from(roulettes).where(eq(roulettes.id, id));
      return row;
    },

    async wheel(id: number): Promise<WheelRow | undefined> {
      const [row] = await db.select().from(roulettes).where(eq(roulettes.id, id));
      return row;
    },

    prizes(rouletteId: number): Promise<PrizeRow[]> {
      return db
        .select()
        .from(roulettePrizes)
        .where(eq(roulettePrizes.rouletteId, rouletteId))
        .orderBy(asc(roulettePrizes.sort));
    },

    /** A wheel and its prizes together, so a failure leaves neither. */
    insertWheel(input: NewWheel, prizes: NewPrize[]): Promise<WheelRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(roulettes).values(input).returning();
        const owned = prizes.map((p, sort) => ({ ...p, sort, siteId: row!.siteId, rouletteId: row!.id }));
        await tx.insert(roulettePrizes).values(owned);
        return row!;
      });
    },

    /**
     * Draws earned by a deposit of `amount` (minor units) on every live wheel of the site and currency
     * that gives draws for deposits, in the deposit's transaction. On a wheel for the whole currency the
     * member's row starts with the granted draws, as their first spin would have written it.
     */
    async grantForDepositIn(tx: Tx, siteId: number, memberId: number, currency: string, amount: bigint, now: Date) {
      const wheels = await tx
        .select()
        .from(roulettes)
        .where(
          and(
            eq(roulettes.siteId, siteId),
            eq(roulettes.currency, currency),
            gt(roulettes.depositPerDraw, 0n),
            lte(roulettes.depositPerDraw, amount),
            lte(roulettes.startAt, now),
            gt(roulettes.endAt, now),
            isNull(roulettes.endedEarlyAt),
          ),
        );
      for (const wheel of wheels) {
        const earned = Number(amount / wheel.depositPerDraw);
        const base = wheel.grantKind === 'currency' ? wheel.grantDraws : 0;
        await tx
          .insert(rouletteDraws)
          .values({ siteId, rouletteId: wheel.id, memberId, remaining: base + earned })
          .onConflictDoUpdate({
            target: [rouletteDraws.rouletteId, rouletteDraws.memberId],
            set: { remaining: sql`${rouletteDraws.remaining} + ${earned}` },
          });
      }
      return wheels.length;
    },

    async grant(rouletteId: number, member: MemberRow, draws: number): Promise<void> {
      await db
        .insert(rouletteDraws)
        .values({ siteId: member.siteId, rouletteId, memberId: member.id, remaining: draws })
        .onConflictDoUpdate({
          target: [rouletteDraws.rouletteId, rouletteDraws.memberId],
          set: { remaining: sql`${rouletteDraws.remaining} + ${draws}` },
        });
    },

    /**
     * Spends one draw if one is left (check and change in one statement); the draws left, or undefined.
     * On a wheel for the whole currency a member's first spin writes their row with the granted draws.
     */
    async spendDraw(tx: Tx, wheel: WheelRow, member: Pick<MemberRow, 'id' | 'siteId'>): Promise<number | undefined> {
      if (wheel.grantKind === 'currency' && wheel.grantDraws > 0) {
        const [row] = await tx
          .insert(rouletteDraws)
          .values({ siteId: member.siteId, rouletteId: wheel.id, memberId: member.id, remaining: wheel.grantDraws - 1 })
          .onConflictDoUpdate({
            target: [rouletteDraws.rouletteId, rouletteDraws.memberId],
            set: { remaining: sql`${rouletteDraws.remaining} - 1` },
            setWhere: gt(rouletteDraws.remaining, 0),
          })
          .returning({ remaining: rouletteDraws.remaining });
        return row?.remaining;
      }
      const [row] = await tx
        .update(rouletteDraws)
        .set({ remaining: sql`${rouletteDraws.remaining} - 1` })
        .where(
          and(
            eq(rouletteDraws.rouletteId, wheel.id),
            eq(rouletteDraws.memberId, member.id),
            gt(rouletteDraws.remaining, 0),
          ),
        )
        .returning({ remaining: rouletteDraws.remaining });
      return row?.remaining;
    },

    /** The prizes that can still be won, locked so the draw and the stock it takes are one decision. */
    prizesInStockForUpdate(tx: Tx, rouletteId: number): Promise<PrizeRow[]> {
      return (
        tx
          .select()
          .from(roulettePrizes)
          .where(
            and(
              eq(roulettePrizes.rouletteId, rouletteId),
              gt(roulettePrizes.weight, 0),
              or(isNull(roulettePrizes.stock), gt(roulettePrizes.stock, 0)),
            ),
          )
          // The order an operator's end locks them in too (roulette-admin-repo lockPrizes): no deadlock.
          .orderBy(asc(roulettePrizes.sort), asc(roulettePrizes.id))
          .for('update')
      );
    },

    /** Takes one from a limited prize's stock, never below zero; false when none was left. */
    async takeStock(tx: Tx, prizeId: number): Promise<boolean> {
      const rows = await tx
        .update(roulettePrizes)
        .set({ stock: sql`${roulettePrizes.stock} - 1` })
        .where(and(eq(roulettePrizes.id, prizeId), gt(roulettePrizes.stock, 0)))
        .returning({ id: roulettePrizes.id });
      return rows.length === 1;
    },

    async recordSpin(tx: Tx, spin: typeof rouletteSpins.$inferInsert): Promise<number> {
      const [row] = await tx.insert(rouletteSpins).values(spin).returning({ id: rouletteSpins.id });
      return row!.id;
    },
  };
}

export type RouletteRepo = ReturnType<typeof createRouletteRepo>;
