/**
 * Hub88's game list in the shape "sync from provider" checks (catalogue-sync): its categories are free
 * text, so known words choose our game type and a game of any other category is sent without one (the sync
 * then refuses it, listed for the operator, rather than filing it under a wrong hall).
 */
const CATEGORY_TYPES: [RegExp, number][] = [
  [/live/i, 3],
  [/virtual/i, 7],
  [/sport/i, 4],
  [/lott|keno|bingo|scratch/i, 5],
  [/table|card|poker|baccarat|blackjack|roulette|crash|instant/i, 6],
  [/slot/i, 2],
];

const typeOf = (category: unknown) =>
  typeof category === 'string' ? CATEGORY_TYPES.find(([words]) => words.test(category))?.[1] : undefined;

/** 0 both, 1 desktop, 2 mobile: what Hub88's `platforms` allow. */
function deviceOf(platforms: unknown): 0 | 1 | 2 {
  const list = Array.isArray(platforms) ? platforms : [];
  const desktop = list.includes('GPL_DESKTOP');
  const mobile = list.includes('GPL_MOBILE');
  return desktop === mobile ? 0 : desktop ? 1 : 2;
}

export function offeredGames(items: unknown[]): unknown[] {
  return items.map((item) => {
    const g = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    // Hub88 has sent the text "null" for a missing picture.
    const thumb = typeof g.url_thumb === 'string' && g.url_thumb !== 'null' ? g.url_thumb : undefined;
    return {
      game_code: g.game_code,
      gt_id: typeOf(g.category),
      names: { en_US: g.name },
      // Hub88's list does not say which games have demo play; none is offered until an operator says so.
      has_demo: false,
      support_device: deviceOf(g.platforms),
      art_url: thumb,
      enabled: g.enabled !== false,
    };
  });
}
