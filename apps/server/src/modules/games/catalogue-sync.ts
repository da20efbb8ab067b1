import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isGameTypeId } from '@playdeck/contract';
import type { ProviderSyncReply } from '@playdeck/contract/admin';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { GamesAdminRepo, NewGameRow } from './admin-repo.js';
import type { Catalogue } from './catalogue.js';
import { drawnIconPaths, tileName } from './icons.js';
import type { ProviderClient } from './provider-client.js';
import type { GameRow } from './repo.js';

/** What a provider sends is outside input: codes, names and types are checked before anything is stored. */
const offeredGame = z.object({
  game_code: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .refine((code) => code !== 'lobby'),
  gt_id: z.number().int().refine(isGameTypeId),
  names: z
    .record(z.string().regex(/^[a-z]{2}_[A-Z]{2}$/), z.string().trim().min(1).max(100))
    .refine((names) => 'en_US' in names),
  has_demo: z.boolean().default(false),
  support_device: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  /** The provider's thumbnail: a path on this site (the embedded sandbox) or an https address; else drawn. */
  art_url: z
    .string()
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>\\]*$/)
    .optional()
    .catch(undefined),
});
type OfferedGame = z.infer<typeof offeredGame>;

const keyOf = (g: { gt_id: number; game_code: string } | GameRow) =>
  'gtId' in g ? `${g.gtId}:${g.gameCode}` : `${g.gt_id}:${g.game_code}`;

/** The provider's list, each entry checked; one bad entry is skipped and counted, not fatal. */
async function fetchOffered(
  provider: ProviderClient,
  key: { siteId: number; gpId: string },
): Promise<{ games: OfferedGame[]; bad: number }> {
  let raw: unknown[];
  try {
    raw = await provider.games(key);
  } catch {
    throw adminErrors.upstream('the provider did not answer with its game list; nothing was changed, try again');
  }
  const parsed = raw.map((entry) => offeredGame.safeParse(entry));
  const games = parsed.flatMap((p) => (p.success ? [p.data] : []));
  return { games, bad: parsed.length - games.length };
}

function newRow(siteId: number, gpId: string, g: OfferedGame, sort: number, active: boolean): NewGameRow {
  return {
    siteId,
    gpId,
    gtId: g.gt_id,
    kind: 'game',
    gameCode: g.game_code,
    names: g.names,
    ...(g.art_url ? { iconLight: g.art_url, iconDark: g.art_url } : drawnIconPaths(gpId, tileName(g.game_code))),
    tags: ['new'],
    supportDevice: g.support_device,
    hasDemo: g.has_demo,
    active,
    sort,
  };
}

/**
 * "Sync from provider": the provider's game list is fetched first (no lock is held over an outside call),
 * then one transaction with the provider row locked adds the games the catalogue lacks (labelled new, off
 * unless the operator asked for them on, after the provider's last game) and switches off the games the
 * provider no longer offers. Names, labels and order an operator set on existing games are kept.
 */
export function createCatalogueSync(deps: {
  db: Db;
  repo: GamesAdminRepo;
  audit: Audit;
  catalogue: Catalogue;
  provider: ProviderClient;
}) {
  const { repo } = deps;
  return async function sync(
    request: FastifyRequest,
    actor: OperatorUser,
    key: { siteId: number; gpId: string },
    activateNew: boolean,
  ): Promise<ProviderSyncReply> {
    const offered = await fetchOffered(deps.provider, key);
    const reply = await inTransaction(deps.db, async (tx) => {
      const provider = await repo.lockProvider(tx, key.siteId, key.gpId, actor.siteIds);
      if (!provider) throw adminErrors.notFound('no such provider on your sites');
      const held = await repo.providerGames(tx, key.siteId, key.gpId);
      const heldKeys = new Set(held.map(keyOf));
      const offeredKeys = new Set(offered.games.map(keyOf));
      const lastSort = Math.max(-1, ...held.map((g) => g.sort));
      const missing = offered.games.filter((g) => !heldKeys.has(keyOf(g)));
      const added = await repo.insertGames(
        tx,
        missing.map((g, i) => newRow(key.siteId, key.gpId, g, lastSort + 1 + i, activateNew)),
      );
      const gone = held.filter((g) => g.active && !offeredKeys.has(keyOf(g)));
      const deactivated = await repo.deactivateGames(
        tx,
        gone.map((g) => g.id),
      );
      if (added.length || deactivated.length) await repo.bumpCatalogue(tx, key.siteId);
      const result: ProviderSyncReply = {
        offered: offered.games.length,
        skipped: offered.bad,
        added: added.map((g) => g.gameCode),
        deactivated: deactivated.map((g) => g.gameCode),
      };
      await deps.audit.record(tx, request, actor, {
        siteId: key.siteId,
        action: 'game_provider.sync',
        targetType: 'game_provider',
        targetId: `${key.siteId}:${key.gpId}`,
        before: { games: held.length, active: held.filter((g) => g.active).length },
        after: { ...result, activate_new: activateNew },
      });
      return result;
    });
    deps.catalogue.invalidate(key.siteId);
    return reply;
  };
}

export type CatalogueSync = ReturnType<typeof createCatalogueSync>;
