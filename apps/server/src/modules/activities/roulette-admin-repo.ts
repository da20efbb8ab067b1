import { and, asc, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ActivityStatus, ListPage } from '@playdeck/contract/admin';
import type { Db, Tx } from '../../db/client.js';
import {
  members,
  operatorUsers,
  rouletteDraws,
  roulettePrizes,
  roulettes,
  rouletteSpins,
} from '../../db/schema/index.js';
import type { NewPrize, NewWheel, PrizeRow, WheelRow } from './roulette-repo.js';

export interface WheelView extends WheelRow {
  createdByName: string | null;
  spins: number;
  paid: bigint;
}
export interface WheelFilter {
  siteIds: number[];
  siteId?: number;
  currency?: string;
  status?: ActivityStatus;
}
export type WheelChange = Pick<
  NewWheel,
  'titles' | 'title' | 'startAt' | 'endAt' | 'grantKind' | 'grantAccounts' | 'grantDraws'
>;
/** Members to grant draws to (their ids), and how many each. */
export interface Grants {
  memberIds: number[];
  draws: number;
}
type Sort = readonly ['id' | 'start_at' | 'end_at', 'ASC' | 'DESC'];

const granted = (siteIds: number[]) => (siteIds.length ? siteIds : [-1]);
const view = {
  ...getTableColumns(roulettes),
  createdByName: operatorUsers.username,
  spins: sql<number>`(select count(*)::int from ${rouletteSpins} s where s.roulette_id = ${roulettes}.id)`,
  paid: sql<string>`(select coalesce(sum(p.cash), 0)::text from ${rouletteSpins} s join ${roulettePrizes} p on p.id = s.prize_id where s.roulette_id = ${roulettes}.id)`,
};
const toView = (r: Omit<WheelView, 'paid'> & { paid: string }): WheelView => ({
  ...r,
  spins: Number(r.spins),
  paid: BigInt(r.paid),
});

/** The status filter in SQL, the same rule as statusOf() (activity-rules.ts). */
function statusIs(status: ActivityStatus, now: Date) {
  const t = roulettes;
  if (status === 'scheduled') return and(isNull(t.endedEarlyAt), gt(t.startAt, now), gt(t.endAt, now));
  if (status === 'running') return and(isNull(t.endedEarlyAt), lte(t.startAt, now), gt(t.endAt, now));
  return or(isNotNull(t.endedEarlyAt), lte(t.endAt, now));
}

/** The back office's reads and writes of roulette wheels, always within the granted sites. */
export function createRouletteAdminRepo(db: Db) {
  const where = (f: WheelFilter, now: Date) =>
    and(
      inArray(roulettes.siteId, granted(f.siteIds)),
      f.siteId !== undefined ? eq(roulettes.siteId, f.siteId) : undefined,
      f.currency ? eq(roulettes.currency, f.currency) : undefined,
      f.status ? statusIs(f.status, now) : undefined,
    );
  const one = (id: number, siteIds: number[]) => and(eq(roulettes.id, id), inArray(roulettes.siteId, granted(siteIds)));
  const selectView = () =>
    db.select(view).from(roulettes).leftJoin(operatorUsers, eq(operatorUsers.id, roulettes.createdBy));

  /** The prizes and draws of a wheel (written whole: on create, and on an edit while nobody has spun it). */
  async function writeParts(tx: Tx, wheel: WheelRow, prizes: NewPrize[], grants: Grants) {
    const owned = prizes.map((p, sort) => ({ ...p, sort, siteId: wheel.siteId, rouletteId: wheel.id }));
    await tx.insert(roulettePrizes).values(owned);
    if (grants.memberIds.length) {
      await tx.insert(rouletteDraws).values(
        grants.memberIds.map((memberId) => ({
          siteId: wheel.siteId,
          rouletteId: wheel.id,
          memberId,
          remaining: grants.draws,
        })),
      );
    }
  }

  return {
    async list(f: WheelFilter, sort: Sort, page: ListPage, now: Date) {
      const column = { id: roulettes.id, start_at: roulettes.startAt, end_at: roulettes.endAt }[sort[0]];
      const [rows, [count]] = await Promise.all([
        selectView()
          .where(where(f, now))
          .orderBy(sort[1] === 'ASC' ? asc(column) : desc(column), desc(roulettes.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(roulettes)
          .where(where(f, now)),
      ]);
      return { rows: rows.map(toView), total: Number(count?.total ?? 0) };
    },

    async byId(id: number, siteIds: number[]): Promise<WheelView | undefined> {
      const [row] = await selectView().where(one(id, siteIds));
      return row && toView(row);
    },

    /** The prizes of these wheels in their order, each with how many were won. */
    async prizesOf(wheelIds: number[]): Promise<(PrizeRow & { won: number })[]> {
      if (!wheelIds.length) return [];
      const rows = await db
        .select({
          ...getTableColumns(roulettePrizes),
          won: sql<number>`(select count(*)::int from ${rouletteSpins} s where s.prize_id = ${roulettePrizes}.id)`,
        })
        .from(roulettePrizes)
        .where(inArray(roulettePrizes.rouletteId, wheelIds))
        .orderBy(asc(roulettePrizes.rouletteId), asc(roulettePrizes.sort));
      return rows.map((r) => ({ ...r, won: Number(r.won) }));
    },

    async byRequest(createdBy: number, requestId: string): Promise<WheelRow | undefined> {
      const [row] = await db
        .select()
        .from(roulettes)
        .where(and(eq(roulettes.createdBy, createdBy), eq(roulettes.requestId, requestId)));
      return row;
    },

    /** Members of a site by account, with their currency (for a grant to named accounts). */
    membersByAccount(siteId: number, accounts: string[], tx: Tx = db) {
      return tx
        .select({ id: members.id, account: members.memberAccount, currency: members.memberCurrency })
        .from(members)
        .where(and(eq(members.siteId, siteId), inArray(members.memberAccount, accounts.length ? accounts : [''])));
    },

    /** The wheel, locked against other operator writes until this transaction ends. */
    async lock(tx: Tx, id: number, siteIds: number[]): Promise<WheelRow | undefined> {
      const [row] = await tx.select().from(roulettes).where(one(id, siteIds)).for('update');
      return row;
    },

    async insert(tx: Tx, wheel: NewWheel, prizes: NewPrize[], grants: Grants): Promise<WheelRow> {
      const [row] = await tx.insert(roulettes).values(wheel).returning();
      await writeParts(tx, row!, prizes, grants);
      return row!;
    },

    /** Rewrites a wheel nobody has spun, only if it is still at `version`: undefined if not. */
    async replace(tx: Tx, id: number, version: number, change: WheelChange, prizes: NewPrize[], grants: Grants) {
      const [row] = await tx
        .update(roulettes)
        .set({ ...change, version: sql`${roulettes.version} + 1` })
        .where(and(eq(roulettes.id, id), eq(roulettes.version, version)))
        .returning();
      if (!row) return undefined;
      await tx.delete(roulettePrizes).where(eq(roulettePrizes.rouletteId, id));
      await tx.delete(rouletteDraws).where(eq(rouletteDraws.rouletteId, id));
      await writeParts(tx, row, prizes, grants);
      return row;
    },

    async hasSpins(tx: Tx, id: number): Promise<boolean> {
      const rows = await tx
        .select({ id: rouletteSpins.id })
        .from(rouletteSpins)
        .where(eq(rouletteSpins.rouletteId, id))
        .limit(1);
      return rows.length > 0;
    },

    /** Waits for spins in flight (they hold prize locks) and holds later ones until the end commits. */
    async lockPrizes(tx: Tx, id: number): Promise<void> {
      await tx
        .select({ id: roulettePrizes.id })
        .from(roulettePrizes)
        .where(eq(roulettePrizes.rouletteId, id))
        .orderBy(asc(roulettePrizes.sort), asc(roulettePrizes.id))
        .for('update');
    },

    /** Ends the wheel now (once): undefined when it had already been ended early. */
    async endEarly(tx: Tx, id: number, at: Date): Promise<WheelRow | undefined> {
      const [row] = await tx
        .update(roulettes)
        .set({ endedEarlyAt: at, version: sql`${roulettes.version} + 1` })
        .where(and(eq(roulettes.id, id), isNull(roulettes.endedEarlyAt)))
        .returning();
      return row;
    },
  };
}

export type RouletteAdminRepo = ReturnType<typeof createRouletteAdminRepo>;
