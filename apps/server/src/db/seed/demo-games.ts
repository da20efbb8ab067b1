import type { Db } from '../client.js';
import { gameProviders, games } from '../schema/index.js';

type ProviderSeed = typeof gameProviders.$inferInsert;
type GameSeed = typeof games.$inferInsert;

const icon = (gpId: string, code: string) => ({
  iconLight: `/game-icons/${gpId}-${code}.svg`,
  iconDark: `/game-icons/${gpId}-${code}.svg?theme=dark`,
});

/** The demo catalogue's providers (all played on the sandbox provider). GP11 is off; GP12 is under maintenance. */
const PROVIDERS: Omit<ProviderSeed, 'siteId' | 'iconLight' | 'iconDark'>[] = [
  { gpId: 'GP01', name: 'Lucky Reels', appId: 'e_GP01', sort: 1 },
  { gpId: 'GP02', name: 'Golden Spin', appId: 'e_GP02', sort: 2 },
  { gpId: 'GP03', name: 'Royal Live', appId: 'v_GP03', sort: 3 },
  { gpId: 'GP04', name: 'Arena Sports', appId: 's_GP04', sort: 4 },
  { gpId: 'GP05', name: 'Lotto Max', appId: 'l_GP05', sort: 5 },
  { gpId: 'GP06', name: 'Table Kings', appId: 'c_GP06', sort: 6 },
  { gpId: 'GP07', name: 'Virtual League', appId: 't_GP07', sort: 7 },
  { gpId: 'GP08', name: 'Derby Pit', appId: 'd_GP08', sort: 8 },
  { gpId: 'GP09', name: 'Esports Hub', appId: 'g_GP09', sort: 9 },
  { gpId: 'GP10', name: 'Sky Crash', appId: 'c_GP10', sort: 10, crashMenuAfter: 6 },
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

const SLOT_NAMES: [en: string, zh: string][] = [
  ['Fortune Fruits', '财富水果'],
  ['Dragon Gold', '金龙'],
  ['Lucky Sevens', '幸运七'],
  ['Jungle Gems', '丛林宝石'],
  ['Pharaoh Riches', '法老财富'],
  ['Neon Nights', '霓虹之夜'],
  ['Panda Party', '熊猫派对'],
  ['Viking Voyage', '维京航程'],
  ['Candy Burst', '糖果爆炸'],
  ['Wild Buffalo', '狂野水牛'],
  ['Ocean Pearls', '海洋珍珠'],
  ['Mystic Moon', '神秘月亮'],
  ['Samurai Spirit', '武士精神'],
  ['Golden Koi', '金锦鲤'],
  ['Cosmic Cash', '宇宙现金'],
  ['Aztec Sun', '阿兹特克太阳'],
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function slotGames(siteId: number, gpId: string, names: [string, string][], offset: number): GameSeed[] {
  return names.map(([en, zh], i) => ({
    siteId,
    gpId,
    gtId: 2,
    kind: 'game' as const,
    gameCode: `slot-${slug(en)}`,
    names: { en_US: en, zh_CN: zh },
    ...icon(gpId, slug(en)),
    tags: ['slot' as const, ...(i % 3 === 0 ? (['hot'] as const) : []), ...(i % 4 === 1 ? (['new'] as const) : [])],
    hasDemo: i % 2 === 0,
    sort: offset + i,
  }));
}

export function demoCatalogue(siteId: number): { providers: ProviderSeed[]; games: GameSeed[] } {
  const providers = PROVIDERS.map((p) => ({ ...p, siteId, ...icon(p.gpId, slug(p.name)) }));
  const names = new Map(PROVIDERS.map((p) => [p.gpId, p.name]));
  const lobbies: GameSeed[] = LOBBIES.map(([gpId, gtId], i) => ({
    siteId,
    gpId,
    gtId,
    kind: 'lobby',
    gameCode: 'lobby',
    names: { en_US: names.get(gpId)! },
    ...icon(gpId, slug(names.get(gpId)!)),
    sort: i,
  }));
  const crash: GameSeed[] = [
    ['crash-classic', 'Sky Crash', '冲天'],
    ['crash-rocket', 'Rocket Run', '火箭跑'],
  ].map(([code, en, zh], i) => ({
    siteId,
    gpId: 'GP10',
    gtId: 6,
    kind: 'game' as const,
    gameCode: code!,
    names: { en_US: en!, zh_CN: zh! },
    ...icon('GP10', code!),
    tags: i === 0 ? (['hot'] as const).slice() : [],
    hasDemo: true,
    sort: 100 + i,
  }));
  return {
    providers,
    games: [
      ...lobbies,
      ...slotGames(siteId, 'GP01', SLOT_NAMES.slice(0, 10), 0),
      ...slotGames(siteId, 'GP02', SLOT_NAMES.slice(10), 20),
      ...slotGames(siteId, 'GP12', SLOT_NAMES.slice(0, 3), 40),
      ...slotGames(siteId, 'GP11', SLOT_NAMES.slice(3, 5), 50),
      ...crash,
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
