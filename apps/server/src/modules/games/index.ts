import type { FastifyInstance } from 'fastify';
import { channels } from '@playdeck/contract';
import { faultsFromEnv } from '@playdeck/sandbox-provider';
import type { Faults } from '@playdeck/sandbox-provider';
import type { Config } from '../../config.js';
import type { Audit } from '../audit/types.js';
import type { Identity } from '../identity/index.js';
import type { Jobs } from '../jobs/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { WalletService } from '../wallet/index.js';
import { createGamesAdminRepo } from './admin-repo.js';
import { createAggregatorAccounts } from './aggregator-accounts.js';
import { createBetRecords } from './bet-records.js';
import { createCatalogue, inMaintenance } from './catalogue.js';
import { createCatalogueAdmin } from './catalogue-admin.js';
import { createCatalogueSync } from './catalogue-sync.js';
import { createLeaseSweep, LEASE_SWEEP_JOB, LEASE_SWEEP_SECONDS } from './lease-sweep.js';
import { createFavourites } from './favourites.js';
import { SANDBOX_PREFIX } from './icons.js';
import { createPlayService } from './play-service.js';
import { createSeamlessRepo } from './seamless/seamless-repo.js';
import { createSeamlessWallet } from './seamless/seamless-wallet.js';
import { issueSessionToken } from './seamless/session-token.js';
import { mountProviders } from './providers.js';
import { RECONCILE_JOB, RECONCILE_SWEEP_JOB, RECONCILE_SWEEP_SECONDS } from './reconcile-timing.js';
import { createGamesRepo } from './repo.js';
import { gameAdminRoutes } from './routes/admin.js';
import { aggregatorAdminRoutes } from './routes/admin-aggregators.js';
import { checkIframeRoute } from './routes/check-iframe.js';
import { gameIconRoutes } from './routes/game-icons.js';
import { gamePlayRoutes } from './routes/member.js';
import { betRecordRoutes } from './routes/member-bet-records.js';
import { createMemberContext } from './routes/member-context.js';
import { gameDemoRoutes } from './routes/member-demo.js';
import { gameListRoutes } from './routes/member-lists.js';
import { createTransferRepo } from './transfer-repo.js';
import { createTransfers } from './transfers.js';
import type { Transfers } from './transfers.js';

export { SANDBOX_PREFIX };

interface GamesDeps {
  config: Config;
  identity: Identity;
  wallet: WalletService;
  realtime: RealtimeHub;
  jobs: Jobs;
  audit: Audit;
}

/** Settles pending transfers: one job per unknown outcome, and a sweep for those a lost node left behind. */
async function startReconciler(jobs: Jobs, transfers: Transfers): Promise<void> {
  await jobs.work<{ id: string }>(RECONCILE_JOB, async ({ id }) => void (await transfers.reconcile(id)));
  await jobs.work(RECONCILE_SWEEP_JOB, async () => void (await transfers.reconcilePending(10_000)));
  await jobs.every(RECONCILE_SWEEP_JOB, RECONCILE_SWEEP_SECONDS);
}

/**
 * Games: the catalogue, the provider, transfers with their reconciler jobs, and the calls.
 */
export async function mountGames(app: FastifyInstance, deps: GamesDeps) {
  const { config, wallet, realtime, jobs } = deps;
  const db = app.database.db;
  /** The embedded sandbox's fault settings; tests change them on the fly. */
  const faults: Faults = faultsFromEnv({
    SANDBOX_LATENCY_MS: config.SANDBOX_LATENCY_MS,
    SANDBOX_ERROR_RATE: String(config.SANDBOX_ERROR_RATE),
    SANDBOX_TIMEOUT_RATE: String(config.SANDBOX_TIMEOUT_RATE),
    SANDBOX_HANG_MS: String(config.SANDBOX_HANG_MS),
  });
  const repo = createGamesRepo(db);
  const catalogue = createCatalogue(repo);
  const seamlessRepo = createSeamlessRepo(db);
  const seamless = createSeamlessWallet({
    repo: seamlessRepo,
    wallet,
    realtime,
    memberActive: async (siteId, memberId, tx) => (await deps.identity.memberStatus(siteId, memberId, tx)) === 'active',
    providerState: async (siteId, gpId, aggregator) => {
      const provider = (await catalogue.forSite(siteId)).providers.get(gpId);
      if (provider?.walletMode !== 'seamless' || provider.aggregator !== aggregator) return 'not_seamless';
      return provider.active && !inMaintenance(provider) ? 'open' : 'closed';
    },
  });
  const aggregatorAccounts = createAggregatorAccounts({ db, audit: deps.audit, config });
  const { provider, walletApi, embedded } = await mountProviders(app, {
    config,
    faults,
    catalogue,
    seamless,
    hub88Account: aggregatorAccounts.hub88Account,
  });
  const transfers = createTransfers({
    repo: createTransferRepo(db),
    wallet,
    provider,
    jobs,
    log: app.log,
    onMainChanged: (m) => {
      void wallet
        .mainBalance(m.siteId, m.memberId, m.currency)
        .then((cash) => realtime.publish(channels.member(m.memberId), 'member.cash', { cash }))
        .catch(() => undefined);
    },
  });
  const lease = { leaseMs: config.GAME_LEASE_SECONDS * 1000, graceMs: config.GAME_CLOSE_GRACE_SECONDS * 1000 };
  const play = createPlayService({
    repo,
    catalogue,
    transfers,
    provider,
    wallet,
    realtime,
    lease,
    seamlessSession: (s) => issueSessionToken(config.SERVER_SECRET, s),
  });
  await startReconciler(jobs, transfers);
  const expireLeases = createLeaseSweep({
    repo,
    lease,
    log: app.log,
    bringBack: play.bringBack,
    currencyOf: async (siteId, memberId) => (await deps.identity.memberById(siteId, memberId))?.memberCurrency,
  });
  await jobs.work(LEASE_SWEEP_JOB, async () => void (await expireLeases()));
  await jobs.every(LEASE_SWEEP_JOB, LEASE_SWEEP_SECONDS);

  const context = createMemberContext(app, { catalogue });
  await app.register(gameListRoutes, { context, favourites: createFavourites({ repo, catalogue }), play });
  await app.register(gameDemoRoutes, { context, provider });
  await app.register(gamePlayRoutes, { context, play });
  await app.register(betRecordRoutes, {
    context,
    betRecords: createBetRecords({
      catalogue,
      provider,
      seamlessRounds: (q) => seamlessRepo.rounds(q, q),
    }),
  });
  await app.register(gameIconRoutes);
  await app.register(checkIframeRoute, { providerUrl: config.GAME_PROVIDER_URL });
  const adminRepo = createGamesAdminRepo(db);
  await app.register(gameAdminRoutes, {
    repo: adminRepo,
    admin: createCatalogueAdmin({ db, repo: adminRepo, audit: deps.audit, catalogue, wallet }),
    sync: createCatalogueSync({ db, repo: adminRepo, audit: deps.audit, catalogue, provider }),
  });
  await app.register(aggregatorAdminRoutes, { accounts: aggregatorAccounts });
  // What the earlier modules ask of the games at request time: the layout's play state, the ledger's bring-back.
  deps.identity.playing.provide(async (siteId, memberId) =>
    Boolean(await play.openGame({ siteId, memberId, currency: '' })),
  );
  wallet.operatorBringBack.provide((member, gpId) => play.operatorBringBack(member, gpId));
  wallet.unsettledResult.provide((member) => play.unsettledResult(member));
  const games = { catalogue, transfers, play, provider, faults, expireLeases, seamless, walletApi, embedded };
  app.decorate('games', games);
  return games;
}

export type Games = Awaited<ReturnType<typeof mountGames>>;

declare module 'fastify' {
  interface FastifyInstance {
    games: Games;
  }
}
