import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { gameCatalogueVersions, gameProviders, games, gameTypeSettings } from '../../db/schema/index.js';
import type { GameRow, GameTypeRow, ProviderRow } from './repo.js';

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
  Pick<
    ProviderRow,
    | 'name'
    | 'active'
    | 'transferEnabled'
    | 'maintenanceStart'
    | 'maintenanceEnd'
    | 'sort'
    | 'aggregator'
    | 'walletMode'
    | 'aggregatorProduct'
  >
>;
export type GameChange = Partial<
  Pick<GameRow, 'active' | 'sort' | 'tags' | 'names' | 'supportDevice' | 'hasDemo' | 'iconLight' | 'iconDark'>
>;
export type NewGameRow = typeof games.$inferInsert;

/** LIKE's own characters in a search term are matched as themselves. */
const contains = (term: string) => `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const granted = (siteIds: number[]) => (siteIds.length ? siteIds : [-1]);
const by = (dir: Direction, column: AnyColumn): SQL => (dir === 'ASC' ? asc(column) : desc(column));

/** The back office's reads and writes of the game catalogue, always within the granted sites. */
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
      // Ends on the key (site, gp_id): the same provider code on two sites must not swap places between pages
      // or reads (a row's physical order changes with every update).
      const order =
        sort[0] === 'id'
          ? [by(sort[1], gameProviders.siteId), by(sort[1], gameProviders.gpId)]
          : [
              by(sort[1], sort[0] === 'sort' ? gameProviders.sort : gameProviders.name),
              asc(gameProviders.gpId),
              asc(gameProviders.siteId),
            ];
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

    /** A new provider after the site's others; undefined when the site already has that gp_id. */
    async insertProvider(
      tx: Tx,
      row: Omit<typeof gameProviders.$inferInsert, 'sort'>,
    ): Promise<ProviderRow | undefined> {
      const [inserted] = await tx
        .insert(gameProviders)
        .values({
          ...row,
          sort: sql`(select coalesce(max(${gameProviders.sort}), 0) + 1 from ${gameProviders} where ${gameProviders.siteId} = ${row.siteId})`,
        })
        .onConflictDoNothing()
        .returning();
      return inserted;
    },

    /** The place after a site's last lobby tile, for a new provider's lobbies. */
    async nextLobbySort(tx: Tx, siteId: number): Promise<number> {
      const [row] = await tx
        .select({ next: sql<number>`coalesce(max(${games.sort}), -1)::int + 1` })
        .from(games)
        .where(and(eq(games.siteId, siteId), eq(games.kind, 'lobby')));
      return row?.next ?? 0;
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

    /** The type settings rows of the granted sites (types without a row have none yet). */
    typeSettings: (siteIds: number[]): Promise<GameTypeRow[]> =>
      db
        .select()
        .from(gameTypeSettings)
        .where(inArray(gameTypeSettings.siteId, granted(siteIds))),

    async lockType(tx: Tx, siteId: number, gtId: number): Promise<GameTypeRow | undefined> {
      const [row] = await tx
        .select()
        .from(gameTypeSettings)
        .where(and(eq(gameTypeSettings.siteId, siteId), eq(gameTypeSettings.gtId, gtId)))
        .for('update');
      return row;
    },

    /**
     * Writes a type's settings if they are still at `version` (0 with no row yet: the first write inserts,
     * and a second first write racing it finds the row and is refused). Undefined when someone was first.
     */
    async writeType(tx: Tx, row: Omit<GameTypeRow, 'version'>, version: number): Promise<GameTypeRow | undefined> {
      const [written] = await tx
        .insert(gameTypeSettings)
        .values({ ...row, version: 1 })
        .onConflictDoUpdate({
          target: [gameTypeSettings.siteId, gameTypeSettings.gtId],
          set: { sort: row.sort, active: row.active, version: sql`${gameTypeSettings.version} + 1` },
          setWhere: eq(gameTypeSettings.version, version),
        })
        .returning();
      return written && written.version === version + 1 ? written : undefined;
    },

    /** Every catalogue write raises the site's version in its transaction: every node's copy then reloads. */
    bumpCatalogue: (tx: Tx, siteId: number) =>
      tx
        .insert(gameCatalogueVersions)
        .values({ siteId, version: 1 })
        .onConflictDoUpdate({
          target: gameCatalogueVersions.siteId,
          set: { version: sql`${gameCatalogueVersions.version} + 1` },
        }),

    /** A provider's games (not its lobbies) as the catalogue holds them, for a sync to compare. */
    providerGames: (tx: Tx, siteId: number, gpId: string) =>
      tx
        .select()
        .from(games)
        .where(and(eq(games.siteId, siteId), eq(games.gpId, gpId), eq(games.kind, 'game'))),

    /** Adds games the catalogue lacks; a row that appeared meanwhile is left as it is. */
    insertGames: async (tx: Tx, rows: NewGameRow[]) =>
      rows.length ? tx.insert(games).values(rows).onConflictDoNothing().returning() : [],

    /** Switches games off (not deleted: members' favourites and history still name them). */
    deactivateGames: async (tx: Tx, ids: number[]) =>
      ids.length
        ? tx
            .update(games)
            .set({ active: false, version: sql`${games.version} + 1` })
            .where(and(inArray(games.id, ids), eq(games.active, true)))
            .returning()
        : [],
  };
}

export type GamesAdminRepo = ReturnType<typeof createGamesAdminRepo>;
