import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { contentEntries, contentVersions } from '../../db/schema/index.js';
import type { ContentRow, NewContentRow } from './repo.js';

export interface ContentFilter {
  /** The sites the operator user was granted: nothing outside them is ever read. */
  siteIds: number[];
  siteId?: number;
  kind?: string;
  /** A locale, or null for the entries written for every language. */
  locale?: string | null;
  active?: boolean;
  status?: 'live' | 'scheduled' | 'ended';
  q?: string;
  ids?: number[];
}

export type ContentSort = 'id' | 'sort' | 'starts_at' | 'updated_at';
type Direction = 'ASC' | 'DESC';

/** The shared columns and data an operator may change (never the site or the kind). */
export type ContentChange = Partial<
  Pick<NewContentRow, 'locale' | 'template' | 'device' | 'sort' | 'active' | 'startsAt' | 'endsAt' | 'data'>
>;

/** LIKE's own characters in a search term are matched as themselves. */
const contains = (term: string) => `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const granted = (siteIds: number[]) => (siteIds.length ? siteIds : [-1]);
const by = (dir: Direction, column: AnyColumn): SQL => (dir === 'ASC' ? asc(column) : desc(column));
const e = contentEntries;

/** The text an operator searches: the title, name, heading or content of any kind. */
const searchable = sql`coalesce(${e.data}->>'title', '') || ' ' || coalesce(${e.data}->>'name', '') || ' ' ||
  coalesce(${e.data}->>'display_content', '') || ' ' || coalesce(${e.data}->>'content', '')`;

function statusIs(status: NonNullable<ContentFilter['status']>): SQL | undefined {
  const now = sql`now()`;
  const started = or(isNull(e.startsAt), lte(e.startsAt, now));
  const notEnded = or(isNull(e.endsAt), gt(e.endsAt, now));
  // The record's status, in the same order: inactive, then scheduled, then ended, else live.
  if (status === 'scheduled') return and(eq(e.active, true), gt(e.startsAt, now));
  if (status === 'ended') return and(eq(e.active, true), started, isNotNull(e.endsAt), lte(e.endsAt, now));
  return and(eq(e.active, true), started, notEnded);
}

/** The back office's reads and writes of site content, always within the granted sites. */
export function createContentAdminRepo(db: Db) {
  const where = (f: ContentFilter) =>
    and(
      inArray(e.siteId, granted(f.siteIds)),
      f.siteId !== undefined ? eq(e.siteId, f.siteId) : undefined,
      f.kind ? eq(e.kind, f.kind) : undefined,
      f.locale === undefined ? undefined : f.locale === null ? isNull(e.locale) : eq(e.locale, f.locale),
      f.active !== undefined ? eq(e.active, f.active) : undefined,
      f.status ? statusIs(f.status) : undefined,
      f.q ? sql`${searchable} ilike ${contains(f.q)}` : undefined,
      f.ids ? inArray(e.id, f.ids.length ? f.ids : [-1]) : undefined,
    );
  const key = (id: number, siteIds: number[]) => and(eq(e.id, id), inArray(e.siteId, granted(siteIds)));

  return {
    async list(f: ContentFilter, sort: [ContentSort, Direction], page: { offset: number; limit: number }) {
      const column = { id: e.id, sort: e.sort, starts_at: e.startsAt, updated_at: e.updatedAt }[sort[0]];
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(e)
          .where(where(f))
          .orderBy(by(sort[1], column), asc(e.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(e)
          .where(where(f)),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    async byId(id: number, siteIds: number[]): Promise<ContentRow | undefined> {
      const [row] = await db.select().from(e).where(key(id, siteIds));
      return row;
    },

    async lock(tx: Tx, id: number, siteIds: number[]): Promise<ContentRow | undefined> {
      const [row] = await tx.select().from(e).where(key(id, siteIds)).for('update');
      return row;
    },

    async insert(tx: Tx, row: NewContentRow): Promise<ContentRow> {
      const [created] = await tx.insert(e).values(row).returning();
      return created!;
    },

    /** Changes the row only if it is still at `version`, and raises it: undefined when someone was first. */
    async update(tx: Tx, id: number, version: number, change: ContentChange): Promise<ContentRow | undefined> {
      const [row] = await tx
        .update(e)
        .set({ ...change, version: sql`${e.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(e.id, id), eq(e.version, version)))
        .returning();
      return row;
    },

    async remove(tx: Tx, id: number): Promise<ContentRow | undefined> {
      const [gone] = await tx.delete(e).where(eq(e.id, id)).returning();
      return gone;
    },

    /** Every write moves the site's content version on in its transaction: every node's copy then reloads. */
    bump: (tx: Tx, siteId: number) =>
      tx
        .insert(contentVersions)
        .values({ siteId, version: 1 })
        .onConflictDoUpdate({ target: contentVersions.siteId, set: { version: sql`${contentVersions.version} + 1` } }),
  };
}

export type ContentAdminRepo = ReturnType<typeof createContentAdminRepo>;
