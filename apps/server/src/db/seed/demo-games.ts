import { catalogueOf } from '@playdeck/sandbox-provider';
import { sandboxGameArt, sandboxProviderLogo } from '../../modules/games/icons.js';
import type { Db } from '../client.js';
import { gameProviders, games } from '../schema/index.js';

type ProviderSeed = typeof gameProviders.$inferInsert;
type GameSeed = typeof games.$inferInsert;

/**
 * The demo catalogue's providers, all played on the sandbox provider: Golden Spin (GP02) through the Hub88
 * adapter (transfer wallet), Sky Crash (GP10) through it as a seamless provider (decisions 0053, 0054), the
 * others through the sandbox's own protocol. GP11 is off; GP12 is under maintenance.
 */
const PROVIDERS: Omit<ProviderSeed, 'siteId' | 'iconLight' | 'iconDark'>[] = [
  { gpId: 'GP01', name: 'Lucky Reels', appId: 'e_GP01', sort: 1 },
  { gpId: 'GP02', name: 'Golden Spin', appId: 'e_GP02', sort: 2, aggregator: 'hub88' },
  { gpId: 'GP03', name: 'Royal Live', appId: 'v_GP03', sort: 3 },
  { gpId: 'GP04', name: 'Arena Sports', appId: 's_GP04', sort: 4 },
  { gpId: 'GP05', name: 'Lotto Max', appId: 'l_GP05', sort: 5 },
  { gpId: 'GP06', name: 'Table Kings', appId: 'c_GP06', sort: 6 },
  { gpId: 'GP07', name: 'Virtual League', appId: 't_GP07', sort: 7 },
  { gpId: 'GP08', name: 'Derby Pit', appId: 'd_GP08', sort: 8 },
  { gpId: 'GP09', name: 'Esports Hub', appId: 'g_GP09', sort: 9 },
  {
    gpId: 'GP10',
    name: 'Sky Crash',
    appId: 'c_GP10',
    sort: 10,
    crashMenuAfter: 6,
    aggregator: 'hub88',
    walletMode: 'seamless',
  },
  { gpId: 'GP11', name: 'Old Reels', appId: 'e_GP11', sort: 11, active: false },
  {
    gpId: 'GP12',
    name: 'Deep Sea Slots',
    appId: 'e_GP12',
    sort: 12,
    maintenanceStart: new Date('2026-01-01T00:00:00Z'),
    maintenanceEnd: new Date('2099-01-01T00:00:00Z'),
  },
];

/** Lobbies: a provider's entry in a game type's hall. */
const LOBBIES: [gpId: string, gtId: number][] = [
  ['GP01', 2],
  ['GP02', 2],
  ['GP12', 2],
  ['GP11', 2],
  ['GP03', 3],
  ['GP04', 4],
  ['GP05', 5],
  ['GP06', 6],
  ['GP03', 6],
  ['GP07', 7],
  ['GP08', 8],
  ['GP09', 9],
  ['GP10', 6],
];

/** The demo's games are the sandbox provider's, as they were when the demo was seeded, with its drawn art. */
function providerGames(siteId: number, gpId: string, offset: number): GameSeed[] {
  return catalogueOf(gpId)
    .filter((g) => !g.released_after_demo)
    .map((g, i) => ({
      siteId,
      gpId,
      gtId: g.gt_id,
      kind: 'game' as const,
      gameCode: g.game_code,
      names: g.names,
      ...sandboxGameArt(gpId, g),
      tags: gameTags(g.gt_id, i),
      hasDemo: g.has_demo,
      sort: offset + i,
    }));
}

/** Slots carry the slot label and a spread of hot/new; the first crash game is hot. */
function gameTags(gtId: number, i: number): GameSeed['tags'] {
  if (gtId !== 2) return i === 0 ? ['hot'] : [];
  return ['slot', ...(i % 3 === 0 ? (['hot'] as const) : []), ...(i % 4 === 1 ? (['new'] as const) : [])];
}

export function demoCatalogue(siteId: number): { providers: ProviderSeed[]; games: GameSeed[] } {
  const providers = PROVIDERS.map((p) => ({ ...p, siteId, ...sandboxProviderLogo(p.gpId, p.name, p.appId) }));
  const byId = new Map(providers.map((p) => [p.gpId, p]));
  const lobbies: GameSeed[] = LOBBIES.map(([gpId, gtId], i) => ({
    siteId,
    gpId,
    gtId,
    kind: 'lobby',
    gameCode: 'lobby',
    names: { en_US: byId.get(gpId)!.name },
    iconLight: byId.get(gpId)!.iconLight,
    iconDark: byId.get(gpId)!.iconDark,
    sort: i,
  }));
  return {
    providers,
    games: [
      ...lobbies,
      ...providerGames(siteId, 'GP01', 0),
      ...providerGames(siteId, 'GP02', 20),
      ...providerGames(siteId, 'GP12', 40),
      ...providerGames(siteId, 'GP11', 50),
      ...providerGames(siteId, 'GP10', 100),
    ],
  };
}

/** Both demo sites get the catalogue; existing rows (an operator's edits) are kept. */
export async function seedGames(db: Db, siteIds: number[]): Promise<void> {
  for (const siteId of siteIds) {
    const { providers, games: rows } = demoCatalogue(siteId);
    await db.insert(gameProviders).values(providers).onConflictDoNothing();
    await db.insert(games).values(rows).onConflictDoNothing();
  }
}
