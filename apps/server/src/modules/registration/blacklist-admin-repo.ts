import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { registerBlacklist as b } from '../../db/schema/index.js';

export type BlacklistRow = typeof b.$inferSelect;
export type BlacklistSort = 'id' | 'site_id' | 'kind' | 'value';

export interface BlacklistFilter {
  /** The sites the operator user was granted: nothing outside them is ever read or removed. */
  siteIds: number[];
  siteId?: number;
  kind?: string;
  q?: string;
  ids?: number[];
}

/** LIKE's own characters in a search term are matched as themselves. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const granted = (siteIds: number[]) => (siteIds.length ? siteIds : [-1]);
const SORT_COLUMNS = { id: b.id, site_id: b.siteId, kind: b.kind, value: b.value } as const;

/** The back office's reads and writes of the registration blacklist, always within the granted sites. */
export function createBlacklistAdminRepo(db: Db) {
  const where = (f: BlacklistFilter) =>
    and(
      inArray(b.siteId, granted(f.siteIds)),
      f.siteId !== undefined ? eq(b.siteId, f.siteId) : undefined,
      f.kind ? eq(b.kind, f.kind) : undefined,
      f.q ? sql`${b.value} ilike ${contains(f.q)}` : undefined,
      f.ids ? inArray(b.id, f.ids.length ? f.ids : [-1]) : undefined,
    );
  const key = (id: number, siteIds: number[]) => and(eq(b.id, id), inArray(b.siteId, granted(siteIds)));

  return {
    async list(f: BlacklistFilter, sort: [BlacklistSort, 'ASC' | 'DESC'], page: { offset: number; limit: number }) {
      const column = SORT_COLUMNS[sort[0]];
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(b)
          .where(where(f))
          .orderBy(sort[1] === 'ASC' ? asc(column) : desc(column), asc(b.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(b)
          .where(where(f)),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    async byId(id: number, siteIds: number[]): Promise<BlacklistRow | undefined> {
      const [row] = await db.select().from(b).where(key(id, siteIds));
      return row;
    },

    /** The new entry, or undefined when the site already lists the value (its unique index, in any case). */
    async insert(tx: Tx, row: Omit<BlacklistRow, 'id'>): Promise<BlacklistRow | undefined> {
      const [created] = await tx.insert(b).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** The entry removed, or undefined when it is gone already or on a site not granted. */
    async remove(tx: Tx, id: number, siteIds: number[]): Promise<BlacklistRow | undefined> {
      const [gone] = await tx.delete(b).where(key(id, siteIds)).returning();
      return gone;
    },
  };
}

export type BlacklistAdminRepo = ReturnType<typeof createBlacklistAdminRepo>;
