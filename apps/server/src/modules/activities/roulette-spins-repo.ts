import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ListPage } from '@playdeck/contract/admin';
import type { Db } from '../../db/client.js';
import { members, roulettePrizes, roulettes, rouletteSpins } from '../../db/schema/index.js';

const granted = (siteIds: number[]) => (siteIds.length ? siteIds : [-1]);

/** The spin history of wheels (the back office's list), always within the granted sites. */
export function createRouletteSpinsRepo(db: Db) {
  /** Spins, newest first, with the member's account and the prize won. */
  async function spins(
    f: { siteIds: number[]; siteId?: number; rouletteId?: number; account?: string },
    page: ListPage,
  ) {
    const cond = and(
      inArray(rouletteSpins.siteId, granted(f.siteIds)),
      f.siteId !== undefined ? eq(rouletteSpins.siteId, f.siteId) : undefined,
      f.rouletteId !== undefined ? eq(rouletteSpins.rouletteId, f.rouletteId) : undefined,
      f.account ? eq(members.memberAccount, f.account) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select({
          id: rouletteSpins.id,
          rouletteId: rouletteSpins.rouletteId,
          memberId: rouletteSpins.memberId,
          memberAccount: members.memberAccount,
          prizeId: rouletteSpins.prizeId,
          label: roulettePrizes.label,
          cash: roulettePrizes.cash,
          item: roulettePrizes.item,
          currency: roulettes.currency,
          createdAt: rouletteSpins.createdAt,
        })
        .from(rouletteSpins)
        .innerJoin(members, eq(members.id, rouletteSpins.memberId))
        .innerJoin(roulettes, eq(roulettes.id, rouletteSpins.rouletteId))
        .leftJoin(roulettePrizes, eq(roulettePrizes.id, rouletteSpins.prizeId))
        .where(cond)
        .orderBy(desc(rouletteSpins.id))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(rouletteSpins)
        .innerJoin(members, eq(members.id, rouletteSpins.memberId))
        .where(cond),
    ]);
    return { rows, total: Number(count?.total ?? 0) };
  }
  return { spins };
}

export type RouletteSpinsRepo = ReturnType<typeof createRouletteSpinsRepo>;
