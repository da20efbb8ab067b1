import type { FastifyInstance } from 'fastify';
import { channels } from '@playdeck/contract';
import { faultsFromEnv } from '@playdeck/sandbox-provider';
import type { Faults } from '@playdeck/sandbox-provider';
import type { Config } from '../../config.js';
import type { Identity } from '../identity/index.js';
import type { Jobs } from '../jobs/jobs.js';
import type { RealtimeHub } from '../realtime/hub.js';
import type { Ledger } from '../wallet/ledger.js';
import type { WalletService } from '../wallet/service.js';
import { createCatalogue } from './catalogue.js';
import { checkIframeRoute } from './check-iframe.js';
import { createPlayService } from './play-service.js';
import { createProviderClient, httpTransport } from './provider-client.js';
import { mountEmbeddedSandbox } from './embedded-sandbox.js';
import { gameRoutes } from './routes.js';
import { RECONCILE_JOB, RECONCILE_SWEEP_JOB, RECONCILE_SWEEP_SECONDS } from './reconcile-timing.js';
import { createTransfers } from './transfers.js';

export const SANDBOX_PREFIX = '/sandbox-provider';

/**
 * Games: the catalogue, the provider (the embedded sandbox unless GAME_PROVIDER_URL names another),
 * transfers with their reconciler jobs, and the calls.
 */
export async function mountGames(
  app: FastifyInstance,
  deps: {
    config: Config;
    identity: Identity;
    ledger: Ledger;
    wallet: WalletService;
    realtime: RealtimeHub;
    jobs: Jobs;
  },
) {
  const { config } = deps;
  const db = app.database.db;
  /** The embedded sandbox's fault settings; tests change them on the fly. */
  const faults: Faults = faultsFromEnv({
    SANDBOX_LATENCY_MS: config.SANDBOX_LATENCY_MS,
    SANDBOX_ERROR_RATE: String(config.SANDBOX_ERROR_RATE),
    SANDBOX_TIMEOUT_RATE: String(config.SANDBOX_TIMEOUT_RATE),
    SANDBOX_HANG_MS: String(config.SANDBOX_HANG_MS),
  });

  const transport = config.GAME_PROVIDER_URL
    ? httpTransport(config.GAME_PROVIDER_URL, config.GAME_PROVIDER_KEY)
    : await mountEmbeddedSandbox(app, {
        db,
        sandboxDir: config.SANDBOX_DIR,
        prefix: SANDBOX_PREFIX,
        secret: `${config.SERVER_SECRET}:sandbox-provider`,
        faults,
      });
  const provider = createProviderClient(transport, config.GAME_PROVIDER_TIMEOUT_MS);
  const catalogue = createCatalogue(db);
  const transfers = createTransfers({
    db,
    ledger: deps.ledger,
    provider,
    jobs: deps.jobs,
    log: app.log,
    onMainChanged: (m) => {
      void deps.wallet
        .mainBalance(m.siteId, m.memberId, m.currency)
        .then((cash) => deps.realtime.publish(channels.member(m.memberId), 'member.cash', { cash }))
        .catch(() => undefined);
    },
  });
  const play = createPlayService({
    db,
    catalogue,
    transfers,
    provider,
    wallet: deps.wallet,
    realtime: deps.realtime,
  });

  await deps.jobs.work<{ id: string }>(RECONCILE_JOB, async ({ id }) => void (await transfers.reconcile(id)));
  await deps.jobs.work(RECONCILE_SWEEP_JOB, async () => void (await transfers.reconcilePending(10_000)));
  await deps.jobs.every(RECONCILE_SWEEP_JOB, RECONCILE_SWEEP_SECONDS);

  await app.register(gameRoutes, { identity: deps.identity, catalogue, play, provider });
  await app.register(checkIframeRoute, { providerUrl: config.GAME_PROVIDER_URL });
  return { catalogue, transfers, play, provider, faults };
}

export type Games = Awaited<ReturnType<typeof mountGames>>;
