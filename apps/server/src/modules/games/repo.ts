import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  favoriteGames,
  gameCatalogueVersions,
  gameProviders,
  games,
  gameTypeSettings,
  lastPlayedGames,
  openGames,
} from '../../db/schema/index.js';

export type ProviderRow = typeof gameProviders.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type GameTypeRow = typeof gameTypeSettings.$inferSelect;
export type OpenGameRow = typeof openGames.$inferSelect;

/** Whose games: one member of one site. */
export interface MemberKey {
  siteId: number;
  memberId: number;
}

/** All SQL of the games domain except transfers (transfer-repo.ts). */
export function createGamesRepo(db: Db) {
  const ofMember = (table: typeof openGames | typeof lastPlayedGames | typeof favoriteGames, m: MemberKey) =>
    and(eq(table.siteId, m.siteId), eq(table.memberId, m.memberId));

  return {
    /** A site's providers and its active games, in no particular order. */
    async catalogueVersion(siteId: number): Promise<number> {
      const [row] = await db
        .select({ version: gameCatalogueVersions.version })
        .from(gameCatalogueVersions)
        .where(eq(gameCatalogueVersions.siteId, siteId));
      return row?.version ?? 0;
    },

    catalogueRows: (siteId: number) =>
      Promise.all([
        db.select().from(gameProviders).where(eq(gameProviders.siteId, siteId)),
        db
          .select()
          .from(games)
          .where(and(eq(games.siteId, siteId), eq(games.active, true))),
        db.select().from(gameTypeSettings).where(eq(gameTypeSettings.siteId, siteId)),
      ]),

    async favourites(m: MemberKey): Promise<number[]> {
      const rows = await db
        .select({ gameId: favoriteGames.gameId })
        .from(favoriteGames)
        .where(ofMember(favoriteGames, m));
      return rows.map((r) => r.gameId);
    },

    async addFavourite(m: MemberKey, gameId: number): Promise<void> {
      await db.insert(favoriteGames).values({ siteId: m.siteId, memberId: m.memberId, gameId }).onConflictDoNothing();
    },

    async removeFavourite(m: MemberKey, gameId: number): Promise<void> {
      await db.delete(favoriteGames).where(and(ofMember(favoriteGames, m), eq(favoriteGames.gameId, gameId)));
    },

    async openGame(m: MemberKey): Promise<OpenGameRow | undefined> {
      const rows = await db.select().from(openGames).where(ofMember(openGames, m));
      return rows[0];
    },

    /** The member's one open game (a new one replaces it), and the game's place in their last played. */
    async recordOpened(m: MemberKey, game: { gpId: string; id: number }): Promise<void> {
      await db
        .insert(openGames)
        .values({ siteId: m.siteId, memberId: m.memberId, gpId: game.gpId, gameId: game.id })
        .onConflictDoUpdate({
          target: [openGames.siteId, openGames.memberId],
          set: { gpId: game.gpId, gameId: game.id, openedAt: sql`now()` },
        });
      await db
        .insert(lastPlayedGames)
        .values({ siteId: m.siteId, memberId: m.memberId, gameId: game.id })
        .onConflictDoUpdate({
          target: [lastPlayedGames.siteId, lastPlayedGames.memberId, lastPlayedGames.gameId],
          set: { playedAt: sql`now()` },
        });
    },

    async closeGame(m: MemberKey): Promise<void> {
      await db.delete(openGames).where(ofMember(openGames, m));
    },

    /** Closes the member's game if it was opened before `before`; false when none was (a new launch renews it). */
    async closeGameOpenedBefore(m: MemberKey, before: Date): Promise<boolean> {
      const rows = await db
        .delete(openGames)
        .where(and(ofMember(openGames, m), lt(openGames.openedAt, before)))
        .returning({ gpId: openGames.gpId });
      return rows.length > 0;
    },

    /** Games opened before `before`, oldest first (the lease sweep). */
    openedBefore: (before: Date, limit: number): Promise<OpenGameRow[]> =>
      db.select().from(openGames).where(lt(openGames.openedAt, before)).orderBy(openGames.openedAt).limit(limit),

    async lastPlayed(m: MemberKey, limit: number): Promise<number[]> {
      const rows = await db
        .select({ gameId: lastPlayedGames.gameId })
        .from(lastPlayedGames)
        .where(ofMember(lastPlayedGames, m))
        .orderBy(desc(lastPlayedGames.playedAt))
        .limit(limit);
      return rows.map((r) => r.gameId);
    },
  };
}

export type GamesRepo = ReturnType<typeof createGamesRepo>;
