import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { gameProviders, games } from '../../db/schema/index.js';
import type { GameRow, ProviderRow } from './repo.js';

export interface ProviderFilter {
  /** The sites the operator user was granted: nothing outside them is ever read. */
  siteIds: number[];
  siteId?: number;
  q?: string;
  active?: boolean;
}

export interface GameFilter extends ProviderFilter {
  gpId?: string;
  gtId?: number;
  kind?: 'lobby' | 'game';
}

export type ProviderSort = 'id' | 'sort' | 'name';
export type GameSort = 'id' | 'sort' | 'game_code' | 'gp_id';
type Direction = 'ASC' | 'DESC';
interface Page {
  offset: number;
  limit: number;
}

export type ProviderChange = Partial<
  Pick<ProviderRow, 'name' | 'active' | 'transferEnabled' | 'maintenanceStart' | 'maintenanceEnd' | 'sort'>
>;
export type GameChange = Partial<Pick<GameRow, 'active' | 'sort' | 'tags' | 'names'>>;

/** LIKE's own characters in a search term are matched as themselves. */
const contains = (term: string) => `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const granted = (siteIds: number[]) => (siteIds.length ? siteIds : [-1]);
const by = (dir: Direction, column: AnyColumn): SQL => (dir === 'ASC' ? asc(column) : desc(column));

/** The back office's reads and writes of the game catalogue (issue 13), always within the granted sites. */
export function createGamesAdminRepo(db: Db) {
  const providerWhere = (f: ProviderFilter) =>
    and(
      inArray(gameProviders.siteId, granted(f.siteIds)),
      f.siteId !== undefined ? eq(gameProviders.siteId, f.siteId) : undefined,
      f.q ? or(ilike(gameProviders.gpId, contains(f.q)), ilike(gameProviders.name, contains(f.q))) : undefined,
      f.active !== undefined ? eq(gameProviders.active, f.active) : undefined,
    );
  const gameWhere = (f: GameFilter) =>
    and(
      inArray(games.siteId, granted(f.siteIds)),
      f.siteId !== undefined ? eq(games.siteId, f.siteId) : undefined,
      f.gpId ? eq(games.gpId, f.gpId) : undefined,
      f.gtId !== undefined ? eq(games.gtId, f.gtId) : undefined,
      f.kind ? eq(games.kind, f.kind) : undefined,
      f.q ? or(ilike(games.gameCode, contains(f.q)), sql`${games.names}::text ilike ${contains(f.q)}`) : undefined,
      f.active !== undefined ? eq(games.active, f.active) : undefined,
    );
  const providerKey = (siteId: number, gpId: string, siteIds: number[]) =>
    and(
      eq(gameProviders.siteId, siteId),
      eq(gameProviders.gpId, gpId),
      inArray(gameProviders.siteId, granted(siteIds)),
    );
  const gameKey = (id: number, siteIds: number[]) => and(eq(games.id, id), inArray(games.siteId, granted(siteIds)));

  return {
    async listProviders(f: ProviderFilter, sort: [ProviderSort, Direction], page: Page) {
      const order =
        sort[0] === 'id'
          ? [by(sort[1], gameProviders.siteId), by(sort[1], gameProviders.gpId)]
          : [by(sort[1], sort[0] === 'sort' ? gameProviders.sort : gameProviders.name), asc(gameProviders.gpId)];
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(gameProviders)
          .where(providerWhere(f))
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(gameProviders)
          .where(providerWhere(f)),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    async provider(siteId: number, gpId: string, siteIds: number[]): Promise<ProviderRow | undefined> {
      const [row] = await db
        .select()
        .from(gameProviders)
        .where(providerKey(siteId, gpId, siteIds));
      return row;
    },

    async lockProvider(tx: Tx, siteId: number, gpId: string, siteIds: number[]): Promise<ProviderRow | undefined> {
      const [row] = await tx
        .select()
        .from(gameProviders)
        .where(providerKey(siteId, gpId, siteIds))
        .for('update');
      return row;
    },

    /** Changes the row only if it is still at `version`, and raises it: undefined when someone was first. */
    async updateProvider(tx: Tx, key: { siteId: number; gpId: string }, version: number, change: ProviderChange) {
      const [row] = await tx
        .update(gameProviders)
        .set({ ...change, version: sql`${gameProviders.version} + 1` })
        .where(
          and(
            eq(gameProviders.siteId, key.siteId),
            eq(gameProviders.gpId, key.gpId),
            eq(gameProviders.version, version),
          ),
        )
        .returning();
      return row;
    },

    async listGames(f: GameFilter, sort: [GameSort, Direction], page: Page) {
      const column = { id: games.id, sort: games.sort, game_code: games.gameCode, gp_id: games.gpId }[sort[0]];
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(games)
          .where(gameWhere(f))
          .orderBy(by(sort[1], column), asc(games.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(games)
          .where(gameWhere(f)),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    async game(id: number, siteIds: number[]): Promise<GameRow | undefined> {
      const [row] = await db.select().from(games).where(gameKey(id, siteIds));
      return row;
    },

    async lockGame(tx: Tx, id: number, siteIds: number[]): Promise<GameRow | undefined> {
      const [row] = await tx.select().from(games).where(gameKey(id, siteIds)).for('update');
      return row;
    },

    async updateGame(tx: Tx, id: number, version: number, change: GameChange) {
      const [row] = await tx
        .update(games)
        .set({ ...change, version: sql`${games.version} + 1` })
        .where(and(eq(games.id, id), eq(games.version, version)))
        .returning();
      return row;
    },
  };
}

export type GamesAdminRepo = ReturnType<typeof createGamesAdminRepo>;
