import { artUrl } from './art/art-urls.js';

/**
 * The games this provider offers, per provider id it plays (the sandbox stands in for every provider of
 * the demo catalogue). Operators pull it with `GET /api/games?gp_id=…` ("sync from provider"). Games
 * marked `released_after_demo` came out after the demo site's catalogue was seeded, so a sync on the demo
 * has something to add.
 */
export interface CatalogueGame {
  game_code: string;
  /** The operator's game type: 2 slots, 6 cards/crash. */
  gt_id: number;
  names: Record<string, string>;
  has_demo: boolean;
  /** 0 both, 1 desktop, 2 mobile. */
  support_device: 0 | 1 | 2;
  released_after_demo?: boolean;
}

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

const LATER_SLOTS: [en: string, zh: string][] = [
  ['Starlight Spins', '星光旋转'],
  ['Tiger Fortune', '虎运亨通'],
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const slots = (names: [string, string][], releasedAfterDemo = false): CatalogueGame[] =>
  names.map(([en, zh], i) => ({
    game_code: `slot-${slug(en)}`,
    gt_id: 2,
    names: { en_US: en, zh_CN: zh },
    has_demo: i % 2 === 0,
    support_device: 0,
    ...(releasedAfterDemo ? { released_after_demo: true } : {}),
  }));

const crash = (code: string, en: string, zh: string, releasedAfterDemo = false): CatalogueGame => ({
  game_code: code,
  gt_id: 6,
  names: { en_US: en, zh_CN: zh },
  has_demo: true,
  support_device: 0,
  ...(releasedAfterDemo ? { released_after_demo: true } : {}),
});

const CATALOGUE: Record<string, CatalogueGame[]> = {
  GP01: [...slots(SLOT_NAMES.slice(0, 10)), ...slots(LATER_SLOTS, true)],
  GP02: slots(SLOT_NAMES.slice(10)),
  GP11: slots(SLOT_NAMES.slice(3, 5)),
  GP12: slots(SLOT_NAMES.slice(0, 3)),
  GP10: [
    crash('crash-classic', 'Sky Crash', '冲天'),
    crash('crash-rocket', 'Rocket Run', '火箭跑'),
    crash('crash-comet', 'Comet Dash', '彗星冲刺', true),
  ],
};

/** The games of one provider id; an id the sandbox does not play has none. */
export function catalogueOf(gpId: string): CatalogueGame[] {
  return CATALOGUE[gpId] ?? [];
}

/** The subject a game's thumbnail is drawn from: stable per provider id and game code. */
export const gameArtSubject = (gpId: string, g: CatalogueGame) => ({
  id: `${gpId}-${g.game_code}`,
  name: g.names.en_US ?? g.game_code,
  type: g.gt_id,
});

/** The list as the operator API sends it: each game with `art_url`, its thumbnail under the public prefix. */
export function catalogueWithArt(gpId: string, base: string): (CatalogueGame & { art_url: string })[] {
  return catalogueOf(gpId).map((g) => ({ ...g, art_url: artUrl(base, 'game', gameArtSubject(gpId, g)) }));
}

/** A game's English title by its code (the same code has the same game under every provider id). */
export function titleOf(gameCode: string): string | undefined {
  for (const games of Object.values(CATALOGUE)) {
    const found = games.find((g) => g.game_code === gameCode);
    if (found) return found.names.en_US;
  }
  return undefined;
}
