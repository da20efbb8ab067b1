import type { FastifyInstance } from 'fastify';
import type { Faults } from '@playdeck/sandbox-provider';
import type { Config } from '../../config.js';
import type { Catalogue } from './catalogue.js';
import { mountEmbeddedSandbox } from './embedded-sandbox.js';
import type { EmbeddedSandbox } from './embedded-sandbox.js';
import { createHub88Post } from './hub88/hub88-post.js';
import { createHub88TransferClient } from './hub88/transfer-client.js';
import { SANDBOX_PREFIX } from './icons.js';
import { createProviderClient, httpTransport, ProviderRefused } from './provider-client.js';
import type { ProviderClient } from './provider-client.js';
import { routeProviders } from './provider-router.js';
import type { SeamlessWallet } from './seamless/seamless-wallet.js';
import { createWalletApi, HUB88_WALLET_PREFIX } from './seamless/wallet-api-server.js';

/**
 * The providers' clients, each call routed by the site's provider row: `sandbox` is the sandbox protocol
 * (GAME_PROVIDER_URL, or the embedded sandbox), `hub88` the Hub88 adapter (to the embedded sandbox's Hub88
 * face when no Hub88 account is configured). Without GAME_PROVIDER_URL the embedded sandbox is mounted, and
 * its Hub88 face calls our seamless wallet in process.
 */
async function providerClient(
  app: FastifyInstance,
  deps: { config: Config; faults: Faults; catalogue: Catalogue; walletApi: FastifyInstance },
): Promise<{ client: ProviderClient; embedded?: EmbeddedSandbox }> {
  const { config, catalogue } = deps;
  const timeoutMs = config.GAME_PROVIDER_TIMEOUT_MS;
  const embedded = config.GAME_PROVIDER_URL
    ? undefined
    : await mountEmbeddedSandbox(app, {
        db: app.database.db,
        sandboxDir: config.SANDBOX_DIR,
        prefix: SANDBOX_PREFIX,
        secret: `${config.SERVER_SECRET}:sandbox-provider`,
        faults: deps.faults,
        walletApi: { app: deps.walletApi, hub88Prefix: HUB88_WALLET_PREFIX },
      });
  const sandbox = createProviderClient(
    embedded ? embedded.transport : httpTransport(config.GAME_PROVIDER_URL!, config.GAME_PROVIDER_KEY),
    timeoutMs,
  );
  const rowOf = async (siteId: number, gpId: string) => (await catalogue.forSite(siteId)).providers.get(gpId);
  const products = {
    productOf: async (siteId: number, gpId: string) => (await rowOf(siteId, gpId))?.aggregatorProduct ?? gpId,
  };
  const hub88 = embedded
    ? createHub88TransferClient({ post: createHub88Post({ ...embedded.hub88, timeoutMs }), products })
    : undefined;
  const client = routeProviders(async (siteId, gpId) => {
    if ((await rowOf(siteId, gpId))?.aggregator !== 'hub88') return sandbox;
    if (!hub88) throw new ProviderRefused(`${gpId}: no Hub88 account is configured`);
    return hub88;
  });
  return { client, embedded };
}

/**
 * The providers' clients and the seamless wallet's API instance (closed with the app). Hub88's calls to it
 * are checked with the key of the Hub88 that the demo's embedded sandbox plays.
 */
export async function mountProviders(
  app: FastifyInstance,
  deps: { config: Config; faults: Faults; catalogue: Catalogue; seamless: SeamlessWallet },
) {
  const { config } = deps;
  const keys: { hub88?: string } = {};
  const walletApi = await createWalletApi({
    seamless: deps.seamless,
    secret: config.SERVER_SECRET,
    hub88PublicKey: async () => keys.hub88,
    log: app.log,
    port: config.WALLET_API_PORT,
    host: config.WALLET_API_HOST,
  });
  app.addHook('onClose', async () => walletApi.close());
  const { client, embedded } = await providerClient(app, { ...deps, walletApi });
  keys.hub88 = embedded?.hub88.aggregatorPublicKey;
  return { provider: client, walletApi, embedded };
}
