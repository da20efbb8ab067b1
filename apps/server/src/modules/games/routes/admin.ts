import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gameListQuery,
  gameRecord,
  gameTypeIdParams,
  gameTypeKey,
  gameTypeListQuery,
  gameTypeRecord,
  gameTypeUpdate,
  gameUpdate,
  idParams,
  pageOf,
  providerCreate,
  providerIdParams,
  providerKey,
  providerListQuery,
  providerRecord,
  providerSyncBody,
  providerSyncReply,
  providerUpdate,
} from '@playdeck/contract/admin';
import type { GameRecord, GameTypeRecord, ProviderRecord } from '@playdeck/contract/admin';
import { GAME_TYPES } from '@playdeck/contract';
import { adminErrors } from '../../../lib/admin-error.js';
import { sendPage } from '../../../lib/admin-list.js';
import type { GamesAdminRepo } from '../admin-repo.js';
import type { CatalogueAdmin } from '../catalogue-admin.js';
import type { CatalogueSync } from '../catalogue-sync.js';
import type { GameRow, GameTypeRow, ProviderRow } from '../repo.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toProviderRecord = (p: ProviderRow): ProviderRecord => ({
  id: `${p.siteId}:${p.gpId}`,
  site_id: p.siteId,
  gp_id: p.gpId,
  name: p.name,
  active: p.active,
  transfer_enabled: p.transferEnabled,
  maintenance_start: iso(p.maintenanceStart),
  maintenance_end: iso(p.maintenanceEnd),
  sort: p.sort,
  icon_light: p.iconLight,
  icon_dark: p.iconDark,
  aggregator: p.aggregator,
  wallet_mode: p.walletMode,
  aggregator_product: p.aggregatorProduct,
  version: p.version,
});

const toGameRecord = (g: GameRow): GameRecord => ({
  id: g.id,
  site_id: g.siteId,
  gp_id: g.gpId,
  gt_id: g.gtId,
  kind: g.kind,
  game_code: g.gameCode,
  names: g.names,
  labels: g.tags,
  support_device: g.supportDevice,
  has_demo: g.hasDemo,
  active: g.active,
  sort: g.sort,
  icon_light: g.iconLight,
  icon_dark: g.iconDark,
  version: g.version,
});

/** Every game type of each site, with the site's settings where it has them (its id's place, on, if not). */
function typeRecords(siteIds: number[], rows: GameTypeRow[]): GameTypeRecord[] {
  const held = new Map(rows.map((r) => [`${r.siteId}:${r.gtId}`, r]));
  return siteIds.flatMap((siteId) =>
    Object.entries(GAME_TYPES).map(([gt, type]) => {
      const gtId = Number(gt);
      const row = held.get(`${siteId}:${gtId}`);
      return {
        id: `${siteId}:${gtId}`,
        site_id: siteId,
        gt_id: gtId,
        name: type.name,
        sort: row?.sort ?? gtId,
        active: row?.active ?? true,
        version: row?.version ?? 0,
      };
    }),
  );
}

/** The back office's game catalogue: providers (on/off, transfers, maintenance) and their games. */
export async function gameAdminRoutes(
  app: FastifyInstance,
  opts: { repo: GamesAdminRepo; admin: CatalogueAdmin; sync: CatalogueSync },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['games'];
  const { repo, admin } = opts;
  const access = 'games.manage' as const;

  r.get(
    '/api/admin/game-providers',
    {
      config: { access },
      schema: { tags, querystring: providerListQuery, response: { 200: z.array(providerRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, sort = ['id', 'ASC'] as const, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await repo.listProviders(
        { siteIds: user.siteIds, siteId: filter.site_id, q: filter.q, active: filter.active },
        sort,
        page,
      );
      return sendPage(reply, 'game-providers', page, rows.map(toProviderRecord), total);
    },
  );

  r.get(
    '/api/admin/game-providers/:id',
    { config: { access }, schema: { tags, params: providerIdParams, response: { 200: providerRecord } } },
    async (request) => {
      const { siteId, gpId } = providerKey(request.params.id);
      const found = await repo.provider(siteId, gpId, request.operator().siteIds);
      if (!found) throw adminErrors.notFound('no such provider on your sites');
      return toProviderRecord(found);
    },
  );

  r.post(
    '/api/admin/game-providers',
    { config: { access }, schema: { tags, body: providerCreate, response: { 200: providerRecord } } },
    async (request) => toProviderRecord(await admin.createProvider(request, request.operator(), request.body)),
  );

  r.put(
    '/api/admin/game-providers/:id',
    {
      config: { access },
      schema: { tags, params: providerIdParams, body: providerUpdate, response: { 200: providerRecord } },
    },
    async (request) => {
      const key = providerKey(request.params.id);
      return toProviderRecord(await admin.updateProvider(request, request.operator(), key, request.body));
    },
  );

  r.post(
    '/api/admin/game-providers/:id/sync',
    {
      config: { access },
      schema: { tags, params: providerIdParams, body: providerSyncBody, response: { 200: providerSyncReply } },
    },
    async (request) =>
      opts.sync(request, request.operator(), providerKey(request.params.id), request.body.activate_new),
  );

  r.get(
    '/api/admin/game-types',
    {
      config: { access },
      schema: { tags, querystring: gameTypeListQuery, response: { 200: z.array(gameTypeRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const siteIds = filter.site_id !== undefined ? [filter.site_id] : user.siteIds;
      const all = typeRecords(siteIds, await repo.typeSettings(siteIds)).sort(
        (a, b) => a.site_id - b.site_id || a.sort - b.sort || a.gt_id - b.gt_id,
      );
      const page = pageOf(range);
      return sendPage(reply, 'game-types', page, all.slice(page.offset, page.offset + page.limit), all.length);
    },
  );

  r.get(
    '/api/admin/game-types/:id',
    { config: { access }, schema: { tags, params: gameTypeIdParams, response: { 200: gameTypeRecord } } },
    async (request) => {
      const { siteId, gtId } = gameTypeKey(request.params.id);
      const user = request.operator();
      if (!user.siteIds.includes(siteId)) throw adminErrors.notFound('no such site of yours');
      const found = typeRecords([siteId], await repo.typeSettings([siteId])).find((t) => t.gt_id === gtId);
      if (!found) throw adminErrors.notFound('no such game type');
      return found;
    },
  );

  r.put(
    '/api/admin/game-types/:id',
    {
      config: { access },
      schema: { tags, params: gameTypeIdParams, body: gameTypeUpdate, response: { 200: gameTypeRecord } },
    },
    async (request) => {
      const key = gameTypeKey(request.params.id);
      const row = await admin.updateType(request, request.operator(), key, request.body);
      return typeRecords([key.siteId], [row]).find((r) => r.gt_id === key.gtId)!;
    },
  );

  r.get(
    '/api/admin/games',
    { config: { access }, schema: { tags, querystring: gameListQuery, response: { 200: z.array(gameRecord) } } },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, sort = ['id', 'ASC'] as const, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await repo.listGames(
        {
          siteIds: user.siteIds,
          siteId: filter.site_id,
          gpId: filter.gp_id,
          gtId: filter.gt_id,
          kind: filter.kind,
          q: filter.q,
          active: filter.active,
        },
        sort,
        page,
      );
      return sendPage(reply, 'games', page, rows.map(toGameRecord), total);
    },
  );

  r.get(
    '/api/admin/games/:id',
    { config: { access }, schema: { tags, params: idParams, response: { 200: gameRecord } } },
    async (request) => {
      const found = await repo.game(request.params.id, request.operator().siteIds);
      if (!found) throw adminErrors.notFound('no such game on your sites');
      return toGameRecord(found);
    },
  );

  r.put(
    '/api/admin/games/:id',
    { config: { access }, schema: { tags, params: idParams, body: gameUpdate, response: { 200: gameRecord } } },
    async (request) =>
      toGameRecord(await admin.updateGame(request, request.operator(), request.params.id, request.body)),
  );
}
