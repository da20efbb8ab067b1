import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, lte, or, isNull, sql } from 'drizzle-orm';
import { channels, formatMinor, ROULETTE_CODES as CODES } from '@playdeck/contract';
import type { RouletteDetail, RouletteSpinReply } from '@playdeck/contract';
import type { Db } from '../../db/client.js';
import { rouletteDraws, roulettePrizes, roulettes, rouletteSpins } from '../../db/schema/index.js';
import { ApiError } from '../../lib/envelope.js';
import type { MemberRow } from '../identity/member-repo.js';
import type { Jobs } from '../jobs/jobs.js';
import type { RealtimeHub } from '../realtime/hub.js';
import type { Ledger, Tx } from '../wallet/ledger.js';

type PrizeRow = typeof roulettePrizes.$inferSelect;
export const ROULETTE_DISPLAY_JOB = 'roulette-display';

/** Picks by weight: the prize whose cumulative weight first exceeds `roll` (0 <= roll < total). */
export function pickByWeight<T extends { weight: number }>(items: T[], roll: number): T {
  let acc = 0;
  for (const item of items) {
    acc += item.weight;
    if (roll < acc) return item;
  }
  return items[items.length - 1] as T;
}

/**
 * The roulette (spec §4, §7, §8): the server draws the prize by weight among prizes in stock, records the
 * roll for audit, spends one draw and pays cash prizes through the ledger, all in one transaction.
 */
export function createRoulette(deps: { db: Db; ledger: Ledger; realtime: RealtimeHub; jobs: Jobs }) {
  const { db } = deps;

  async function active(member: MemberRow) {
    const now = new Date();
    const [row] = await db
      .select()
      .from(roulettes)
      .where(
        and(
          eq(roulettes.siteId, member.siteId),
          eq(roulettes.currency, member.memberCurrency),
          lte(roulettes.startAt, now),
          gt(roulettes.endAt, now),
        ),
      )
      .orderBy(asc(roulettes.endAt))
      .limit(1);
    return row;
  }

  const toPrize = (p: PrizeRow, currency: string) => ({
    prize_id: p.id,
    label: p.label,
    cash: formatMinor(p.cash, currency),
    item: p.item,
  });

  return {
    async start(): Promise<void> {
      await deps.jobs.work<{ id: number }>(ROULETTE_DISPLAY_JOB, async ({ id }) => {
        const [row] = await db.select().from(roulettes).where(eq(roulettes.id, id));
        if (row && row.endAt.getTime() > Date.now())
          deps.realtime.publish(channels.memberCurrency(row.currency), 'roulette_display', {});
      });
    },

    async create(
      input: typeof roulettes.$inferInsert,
      prizes: Omit<typeof roulettePrizes.$inferInsert, 'rouletteId' | 'siteId'>[],
    ) {
      const [row] = await db.insert(roulettes).values(input).returning();
      await db
        .insert(roulettePrizes)
        .values(prizes.map((p, sort) => ({ ...p, sort, siteId: row!.siteId, rouletteId: row!.id })));
      await deps.jobs.send(ROULETTE_DISPLAY_JOB, { id: row!.id }, { key: String(row!.id), startAfter: row!.startAt });
      return row!;
    },

    /** Operator grants (or qualifying deposits): adds draws to the member's count. */
    async grant(rouletteId: number, member: MemberRow, draws: number): Promise<void> {
      await db
        .insert(rouletteDraws)
        .values({ siteId: member.siteId, rouletteId, memberId: member.id, remaining: draws })
        .onConflictDoUpdate({
          target: [rouletteDraws.rouletteId, rouletteDraws.memberId],
          set: { remaining: sql`${rouletteDraws.remaining} + ${draws}` },
        });
    },

    async detail(member: MemberRow): Promise<RouletteDetail> {
      const row = await active(member);
      if (!row) throw new ApiError(CODES.none, 'no roulette activity');
      const [prizes, draws] = await Promise.all([
        db.select().from(roulettePrizes).where(eq(roulettePrizes.rouletteId, row.id)).orderBy(asc(roulettePrizes.sort)),
        db
          .select()
          .from(rouletteDraws)
          .where(and(eq(rouletteDraws.rouletteId, row.id), eq(rouletteDraws.memberId, member.id))),
      ]);
      return {
        id: row.id,
        title: row.title,
        start_at: row.startAt.toISOString(),
        end_at: row.endAt.toISOString(),
        prize_settings: prizes.map((p) => toPrize(p, row.currency)),
        remaining_draws: draws[0]?.remaining ?? 0,
      };
    },

    async spin(member: MemberRow): Promise<RouletteSpinReply> {
      const row = await active(member);
      if (!row) throw new ApiError(CODES.ended, 'the roulette has ended');
      const result = await db.transaction(async (tx) => {
        const [draws] = await tx
          .select()
          .from(rouletteDraws)
          .where(and(eq(rouletteDraws.rouletteId, row.id), eq(rouletteDraws.memberId, member.id)))
          .for('update');
        if (!draws) throw new ApiError(CODES.notEligible, 'not eligible for this roulette');
        if (draws.remaining <= 0) throw new ApiError(CODES.noDrawsLeft, 'no draws left');
        const prizes = await tx
          .select()
          .from(roulettePrizes)
          .where(
            and(
              eq(roulettePrizes.rouletteId, row.id),
              gt(roulettePrizes.weight, 0),
              or(isNull(roulettePrizes.stock), gt(roulettePrizes.stock, 0)),
            ),
          )
          .orderBy(asc(roulettePrizes.sort))
          .for('update');
        if (!prizes.length) throw new ApiError(CODES.outOfStock, 'all prizes are out of stock');
        const total = prizes.reduce((sum, p) => sum + p.weight, 0);
        const roll = randomInt(total);
        const prize = pickByWeight(prizes, roll);
        if (prize.stock !== null) {
          await tx
            .update(roulettePrizes)
            .set({ stock: sql`${roulettePrizes.stock} - 1` })
            .where(eq(roulettePrizes.id, prize.id));
        }
        await tx
          .update(rouletteDraws)
          .set({ remaining: draws.remaining - 1 })
          .where(eq(rouletteDraws.id, draws.id));
        const [spin] = await tx
          .insert(rouletteSpins)
          .values({
            siteId: member.siteId,
            rouletteId: row.id,
            memberId: member.id,
            prizeId: prize.id,
            audit: { roll, total, weights: prizes.map((p) => [p.id, p.weight]) },
          })
          .returning();
        const entry =
          prize.cash > 0n
            ? await deps.ledger.postIn(tx as unknown as Tx, {
                siteId: member.siteId,
                memberId: member.id,
                currency: member.memberCurrency,
                amount: prize.cash,
                kind: 'roulette',
                reference: `roulette:${row.id}`,
                idempotencyKey: `roulette_spin:${spin!.id}`,
              })
            : undefined;
        return { prize, remaining: draws.remaining - 1, entry };
      });
      if (result.entry) {
        deps.realtime.publish(channels.member(member.id), 'member.cash', {
          cash: formatMinor(result.entry.balanceAfter, member.memberCurrency),
        });
      }
      return {
        prize_id: result.prize.id,
        remaining_draws: result.remaining,
        cash: formatMinor(result.prize.cash, member.memberCurrency),
      };
    },
  };
}

export type Roulette = ReturnType<typeof createRoulette>;
