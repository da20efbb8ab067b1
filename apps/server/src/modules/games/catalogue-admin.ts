import type { FastifyRequest } from 'fastify';
import { GAME_TYPES } from '@playdeck/contract';
import type { GameTypeUpdate, GameUpdate, ProviderCreate, ProviderUpdate } from '@playdeck/contract/admin';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { WalletService } from '../wallet/index.js';
import type { GameChange, GamesAdminRepo } from './admin-repo.js';
import type { Catalogue } from './catalogue.js';
import { drawnIconPaths } from './icons.js';
import { auditableProvider, moneyRouteChange, providerChange } from './provider-fields.js';
import { createProviderMoneyGuard } from './provider-money-guard.js';
import type { GameRow, GameTypeRow, ProviderRow } from './repo.js';
import { createTransferRepo } from './transfer-repo.js';

const auditableGame = (g: GameRow) => ({
  active: g.active,
  sort: g.sort,
  labels: g.tags,
  names: g.names,
  support_device: g.supportDevice,
  has_demo: g.hasDemo,
  icon_light: g.iconLight,
  icon_dark: g.iconDark,
  version: g.version,
});

const STALE = 'changed by someone else since you opened it: reload and try again';

function gameChange(b: GameUpdate): GameChange {
  const change: GameChange = {
    active: b.active,
    sort: b.sort,
    tags: b.labels,
    names: b.names,
    supportDevice: b.support_device,
    hasDemo: b.has_demo,
    iconLight: b.icon_light,
    iconDark: b.icon_dark,
  };
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
}

/**
 * The operator's changes to the game catalogue. Each is one transaction: the row locked, changed only
 * if it is still at the version the console read (else 409, nothing changed), and its audit row
 * appended, and the site's catalogue version raised. After the commit this node's copy is dropped, so
 * its next hall reply (and ETag) shows the change at once; other nodes see the new version on their next
 * check (catalogue.ts, at most a second later) and reload.
 */
export function createCatalogueAdmin(deps: {
  db: Db;
  repo: GamesAdminRepo;
  audit: Audit;
  catalogue: Catalogue;
  wallet: WalletService;
}) {
  const { repo, audit, catalogue } = deps;
  const assertNoMoneyWith = createProviderMoneyGuard({ wallet: deps.wallet, transfers: createTransferRepo(deps.db) });

  return {
    /**
     * Adds a provider to a site with its lobby tile in each chosen hall, switched on and empty: its games
     * come with "sync from provider". Its app id's prefix names the first hall's type.
     */
    async createProvider(request: FastifyRequest, actor: OperatorUser, body: ProviderCreate): Promise<ProviderRow> {
      if (!actor.siteIds.includes(body.site_id)) throw adminErrors.notFound('no such site of yours');
      const { site_id: siteId, gp_id: gpId, name } = body;
      const icons = drawnIconPaths(gpId, name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
      const created = await inTransaction(deps.db, async (tx) => {
        const provider = await repo.insertProvider(tx, {
          siteId,
          gpId,
          name,
          appId: `${GAME_TYPES[body.gt_ids[0]!].prefix}${gpId}`,
          ...icons,
        });
        if (!provider) throw adminErrors.conflict(`${gpId} is already a provider of site ${siteId}`, 'gp_id');
        const sort = await repo.nextLobbySort(tx, siteId);
        await repo.insertGames(
          tx,
          body.gt_ids.map((gtId, i) => ({
            siteId,
            gpId,
            gtId,
            kind: 'lobby' as const,
            gameCode: 'lobby',
            names: { en_US: name },
            ...icons,
            sort: sort + i,
          })),
        );
        await repo.bumpCatalogue(tx, siteId);
        await audit.record(tx, request, actor, {
          siteId,
          action: 'game_provider.create',
          targetType: 'game_provider',
          targetId: `${siteId}:${gpId}`,
          after: { ...auditableProvider(provider), halls: body.gt_ids },
        });
        return provider;
      });
      catalogue.invalidate(siteId);
      return created;
    },

    async updateProvider(
      request: FastifyRequest,
      actor: OperatorUser,
      key: { siteId: number; gpId: string },
      body: ProviderUpdate,
    ): Promise<ProviderRow> {
      const after = await inTransaction(deps.db, async (tx) => {
        const before = await repo.lockProvider(tx, key.siteId, key.gpId, actor.siteIds);
        if (!before) throw adminErrors.notFound('no such provider on your sites');
        // The version first: a stale form is told to reload, not about money it may no longer be changing.
        if (before.version !== body.version) throw adminErrors.conflict(STALE, 'version');
        // Switching to hub88 with no Hub88 account saved is allowed: the embedded simulator serves Hub88 then
        // (the demo), and a real deployment saves its account on the Aggregators page before switching.
        const routeField = moneyRouteChange(before, body);
        if (routeField) await assertNoMoneyWith(tx, key, routeField);
        const updated = await repo.updateProvider(tx, key, body.version, providerChange(body));
        if (!updated) throw adminErrors.conflict(STALE, 'version');
        await repo.bumpCatalogue(tx, key.siteId);
        await audit.record(tx, request, actor, {
          siteId: key.siteId,
          action: 'game_provider.update',
          targetType: 'game_provider',
          targetId: `${key.siteId}:${key.gpId}`,
          before: auditableProvider(before),
          after: auditableProvider(updated),
        });
        return updated;
      });
      catalogue.invalidate(key.siteId);
      return after;
    },

    /** A game type's place and on/off; the first write of a type (version 0) creates its row. */
    async updateType(
      request: FastifyRequest,
      actor: OperatorUser,
      key: { siteId: number; gtId: number },
      body: GameTypeUpdate,
    ): Promise<GameTypeRow> {
      if (!actor.siteIds.includes(key.siteId)) throw adminErrors.notFound('no such site of yours');
      const after = await inTransaction(deps.db, async (tx) => {
        const before = (await repo.lockType(tx, key.siteId, key.gtId)) ?? { ...key, sort: key.gtId, active: true };
        const version = 'version' in before ? before.version : 0;
        if (version !== body.version) throw adminErrors.conflict(STALE, 'version');
        const next = { ...key, sort: body.sort ?? before.sort, active: body.active ?? before.active };
        const written = await repo.writeType(tx, next, body.version);
        if (!written) throw adminErrors.conflict(STALE, 'version');
        await repo.bumpCatalogue(tx, key.siteId);
        await audit.record(tx, request, actor, {
          siteId: key.siteId,
          action: 'game_type.update',
          targetType: 'game_type',
          targetId: `${key.siteId}:${key.gtId}`,
          before: { sort: before.sort, active: before.active, version },
          after: { sort: written.sort, active: written.active, version: written.version },
        });
        return written;
      });
      catalogue.invalidate(key.siteId);
      return after;
    },

    async updateGame(request: FastifyRequest, actor: OperatorUser, id: number, body: GameUpdate): Promise<GameRow> {
      const after = await inTransaction(deps.db, async (tx) => {
        const before = await repo.lockGame(tx, id, actor.siteIds);
        if (!before) throw adminErrors.notFound('no such game on your sites');
        const updated = await repo.updateGame(tx, id, body.version, gameChange(body));
        if (!updated) throw adminErrors.conflict(STALE, 'version');
        await repo.bumpCatalogue(tx, before.siteId);
        await audit.record(tx, request, actor, {
          siteId: before.siteId,
          action: 'game.update',
          targetType: 'game',
          targetId: id,
          before: auditableGame(before),
          after: auditableGame(updated),
        });
        return updated;
      });
      catalogue.invalidate(after.siteId);
      return after;
    },
  };
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
