import { createHash } from 'node:crypto';
import type {
  GameEntry,
  GameLabel,
  GameTag,
  GameTypeEntry,
  MaintenanceWindow,
  SupportDevice,
} from '@playdeck/contract';
import { GAME_TYPES, isGameTypeId } from '@playdeck/contract';
import type { GameRow, GamesRepo, ProviderRow } from './repo.js';

export type { GameRow, ProviderRow } from './repo.js';

/** One site's catalogue in memory: every read of the hall, lists and labels is answered from here. */
export interface SiteCatalogue {
  providers: Map<string, ProviderRow>;
  games: GameRow[];
  byId: Map<number, GameRow>;
  /** The site's own order and on/off of game types; a type without a row is on, in its id's place. */
  types: Map<number, { sort: number; active: boolean }>;
  loadedAt: number;
  /** Changes only when the rows do: replies cached under it stay valid across reloads of equal data. */
  version: string;
}

export interface ListFilter {
  currency: string;
  device: SupportDevice;
}

/** How long a site's copy is used before the catalogue version is compared again. */
const VERSION_CHECK_MS = 1_000;

/**
 * The game catalogue per site. Reads come from memory; a copy older than VERSION_CHECK_MS compares the
 * site's catalogue version (one primary-key lookup, shared by concurrent reads) and reloads when another
 * node has changed the catalogue; `invalidate` drops this node's copy at once after its own change.
 */
export function createCatalogue(repo: Pick<GamesRepo, 'catalogueRows' | 'catalogueVersion'>) {
  const sites = new Map<number, SiteCatalogue & { rowsVersion: number }>();
  const loading = new Map<number, Promise<SiteCatalogue>>();
  /** Raised by `invalidate`: a load that began before a change must not keep its (older) rows. */
  const generations = new Map<number, number>();

  async function load(siteId: number): Promise<SiteCatalogue> {
    const generation = generations.get(siteId) ?? 0;
    const rowsVersion = await repo.catalogueVersion(siteId);
    const held = sites.get(siteId);
    if (held && held.rowsVersion === rowsVersion) {
      held.loadedAt = Date.now();
      return held;
    }
    const [providerRows, gameRows, typeRows] = await repo.catalogueRows(siteId);
    gameRows.sort((a, b) => a.sort - b.sort || a.id - b.id);
    providerRows.sort((a, b) => a.gpId.localeCompare(b.gpId));
    const version = createHash('sha1')
      .update(JSON.stringify([providerRows, gameRows, typeRows]))
      .digest('base64url');
    const catalogue = {
      providers: new Map(providerRows.map((p) => [p.gpId, p])),
      games: gameRows,
      byId: new Map(gameRows.map((g) => [g.id, g])),
      types: new Map(typeRows.map((t) => [t.gtId, { sort: t.sort, active: t.active }])),
      loadedAt: Date.now(),
      version,
      rowsVersion,
    };
    if ((generations.get(siteId) ?? 0) === generation) sites.set(siteId, catalogue);
    return catalogue;
  }

  async function forSite(siteId: number): Promise<SiteCatalogue> {
    const current = sites.get(siteId);
    if (current && Date.now() - current.loadedAt < VERSION_CHECK_MS) return current;
    let pending = loading.get(siteId);
    if (!pending) {
      const started: Promise<SiteCatalogue> = load(siteId).finally(() => {
        if (loading.get(siteId) === started) loading.delete(siteId);
      });
      loading.set(siteId, started);
      pending = started;
    }
    return pending;
  }

  return {
    forSite,
    invalidate(siteId: number): void {
      sites.delete(siteId);
      loading.delete(siteId);
      generations.set(siteId, (generations.get(siteId) ?? 0) + 1);
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;

export function maintenanceOf(provider: ProviderRow, now = Date.now()): MaintenanceWindow | null {
  if (!provider.maintenanceStart || !provider.maintenanceEnd) return null;
  if (provider.maintenanceEnd.getTime() <= now) return null;
  return { start_at: provider.maintenanceStart.toISOString(), end_at: provider.maintenanceEnd.toISOString() };
}

export function inMaintenance(provider: ProviderRow, now = Date.now()): boolean {
  const window = maintenanceOf(provider, now);
  return window !== null && new Date(window.start_at).getTime() <= now;
}

/** Offered to this currency and device by an active provider. */
export function isListed(c: SiteCatalogue, game: GameRow, filter: ListFilter): boolean {
  const provider = c.providers.get(game.gpId);
  if (!provider?.active) return false;
  if (c.types.get(game.gtId)?.active === false) return false;
  if (game.currencies.length > 0 && !game.currencies.includes(filter.currency)) return false;
  return filter.device === 0 || game.supportDevice === 0 || game.supportDevice === filter.device;
}

export function toEntry(c: SiteCatalogue, game: GameRow, favorites?: ReadonlySet<number>): GameEntry {
  const provider = c.providers.get(game.gpId)!;
  const favorite = favorites?.has(game.id) ?? false;
  return {
    id: game.id,
    game_id: game.id,
    gp_id: game.gpId,
    gp_gt_name: provider.name,
    game_type: game.gtId,
    gt_id: game.gtId,
    game_code: game.gameCode,
    house: game.house,
    customized: game.customized === 1 ? 1 : 0,
    icon_light: game.iconLight,
    icon_dark: game.iconDark,
    ori_gp_id: game.gpId,
    game_name: game.names,
    member_favorite: favorite ? 1 : 0,
    is_favorite: favorite,
    tags: game.tags,
    has_demo: game.hasDemo,
    maintenance: maintenanceOf(provider),
  };
}

/** Where a game type stands in the hall: the operator's number, or its id by default. */
export const typeSort = (c: SiteCatalogue, gtId: number) => c.types.get(gtId)?.sort ?? gtId;

const typeName = (gtId: number) => (isGameTypeId(gtId) ? GAME_TYPES[gtId].name : String(gtId));

/** The hall: one tab per game type with the providers' lobby entries (gp_list). */
export function hall(c: SiteCatalogue, filter: ListFilter, kinds: 'lobby' | 'demo' = 'lobby'): GameTypeEntry[] {
  const byType = new Map<number, GameEntry[]>();
  for (const game of c.games) {
    if (game.kind !== 'lobby' || !isListed(c, game, filter)) continue;
    if (kinds === 'demo' && !c.games.some((g) => g.gpId === game.gpId && g.gtId === game.gtId && g.hasDemo)) continue;
    if (c.providers.get(game.gpId)?.crashMenuAfter) continue; // crash providers have their own menu
    const list = byType.get(game.gtId) ?? [];
    list.push(toEntry(c, game));
    byType.set(game.gtId, list);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => typeSort(c, a) - typeSort(c, b) || a - b)
    .map(([gtId, gp_list]) => ({
      gt_id: gtId,
      gt_name: typeName(gtId),
      gt_name_short: typeName(gtId).slice(0, 5),
      gt_icon: `/game-icons/type-${gtId}.svg`,
      gt_icon_active: `/game-icons/type-${gtId}.svg?theme=active`,
      gp_list,
    }));
}

export interface GameQuery extends ListFilter {
  gpId?: string;
  gtId?: number;
  house?: string;
  tag?: GameTag;
  demoOnly?: boolean;
}

/** Single games (not lobbies) matching a query, in catalogue order. */
export function gamesWhere(c: SiteCatalogue, q: GameQuery): GameRow[] {
  return c.games.filter(
    (g) =>
      g.kind === 'game' &&
      isListed(c, g, q) &&
      (q.gpId === undefined || g.gpId === q.gpId) &&
      (q.gtId === undefined || g.gtId === q.gtId) &&
      (!q.house || g.house === q.house) &&
      (q.tag === undefined || g.tags.includes(q.tag)) &&
      (!q.demoOnly || g.hasDemo),
  );
}

const LABEL_IDS: Record<GameTag, number> = { hot: 1, new: 2, slot: 3 };

/** A provider's list with its labels: `main` is every game, `list` one label per tag present. */
export function labels(c: SiteCatalogue, rows: GameRow[], favorites?: ReadonlySet<number>): GameLabel[] {
  return (Object.keys(LABEL_IDS) as GameTag[])
    .map((tag) => ({
      id: LABEL_IDS[tag],
      tag,
      game_list: rows.filter((g) => g.tags.includes(tag)).map((g) => toEntry(c, g, favorites)),
    }))
    .filter((label) => label.game_list.length > 0);
}
