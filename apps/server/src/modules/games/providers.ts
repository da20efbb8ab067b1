import type { FastifyInstance } from 'fastify';
import type { Faults } from '@playdeck/sandbox-provider';
import type { Config } from '../../config.js';
import type { Catalogue } from './catalogue.js';
import { mountEmbeddedSandbox } from './embedded-sandbox.js';
import type { EmbeddedSandbox } from './embedded-sandbox.js';
import { refreshingValue } from '../../lib/refreshing-value.js';
import type { Hub88Account } from './aggregator-accounts.js';
import { createHub88Post, hub88Http } from './hub88/hub88-post.js';
import { createHub88TransferClient } from './hub88/transfer-client.js';
import type { Hub88Products } from './hub88/transfer-client.js';
import { SANDBOX_PREFIX } from './icons.js';
import { createProviderClient, httpTransport, ProviderRefused } from './provider-client.js';
import type { ProviderClient } from './provider-client.js';
import { routeProviders } from './provider-router.js';
import type { SeamlessWallet } from './seamless/seamless-wallet.js';
import { createWalletApi, HUB88_WALLET_PREFIX } from './seamless/wallet-api-server.js';

/** The deployment's Hub88 account as the providers use it (undefined: none configured). */
type Hub88AccountOf = () => Promise<Hub88Account | undefined>;

/** How long a node keeps the Hub88 account it read: a key saved in the console works everywhere this soon. */
const HUB88_ACCOUNT_MAX_AGE_MS = 5_000;

/** One Hub88 client per saved version of the account (a new key or address makes a new one). */
function hub88ClientOf(account: Hub88AccountOf, products: Hub88Products, timeoutMs: number) {
  let held: { version: number; client: ProviderClient } | undefined;
  return async (): Promise<ProviderClient | undefined> => {
    const a = await account();
    if (!a) return undefined;
    if (held?.version !== a.version) {
      const post = createHub88Post({
        send: hub88Http(a.baseUrl),
        operatorId: a.operatorId,
        privateKey: a.privateKey,
        timeoutMs,
      });
      held = { version: a.version, client: createHub88TransferClient({ post, products }) };
    }
    return held.client;
  };
}

/**
 * The providers' clients, each call routed by the site's provider row: `sandbox` is the sandbox protocol
 * (GAME_PROVIDER_URL, or the embedded sandbox), `hub88` the Hub88 adapter: to Hub88 at the configured
 * account's address, or to the embedded sandbox's Hub88 face when no account is configured. Without
 * GAME_PROVIDER_URL the embedded sandbox is mounted, and its Hub88 face calls our seamless wallet in process.
 */
async function providerClient(
  app: FastifyInstance,
  deps: {
    config: Config;
    faults: Faults;
    catalogue: Catalogue;
    walletApi: FastifyInstance;
    hub88Account: Hub88AccountOf;
  },
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
  const embeddedHub88 = embedded
    ? createHub88TransferClient({ post: createHub88Post({ ...embedded.hub88, timeoutMs }), products })
    : undefined;
  const configuredHub88 = hub88ClientOf(deps.hub88Account, products, timeoutMs);
  const client = routeProviders(async (siteId, gpId) => {
    if ((await rowOf(siteId, gpId))?.aggregator !== 'hub88') return sandbox;
    const hub88 = (await configuredHub88()) ?? embeddedHub88;
    if (!hub88) throw new ProviderRefused(`${gpId}: no Hub88 account is configured`);
    return hub88;
  });
  return { client, embedded };
}

/**
 * The providers' clients and the seamless wallet's API instance (closed with the app). Hub88's calls to it
 * are checked with the configured account's Hub88 key, or, without an account, with the key of the Hub88 the
 * demo's embedded sandbox plays.
 */
export async function mountProviders(
  app: FastifyInstance,
  deps: {
    config: Config;
    faults: Faults;
    catalogue: Catalogue;
    seamless: SeamlessWallet;
    hub88Account: () => Promise<Hub88Account | undefined>;
  },
) {
  const { config } = deps;
  const hub88Account = refreshingValue(deps.hub88Account, HUB88_ACCOUNT_MAX_AGE_MS);
  const keys: { embedded?: string } = {};
  const walletApi = await createWalletApi({
    seamless: deps.seamless,
    secret: config.SERVER_SECRET,
    hub88PublicKey: async () => (await hub88Account())?.aggregatorPublicKey ?? keys.embedded,
    log: app.log,
    port: config.WALLET_API_PORT,
    host: config.WALLET_API_HOST,
  });
  app.addHook('onClose', async () => walletApi.close());
  const { client, embedded } = await providerClient(app, { ...deps, walletApi, hub88Account });
  keys.embedded = embedded?.hub88.aggregatorPublicKey;
  return { provider: client, walletApi, embedded };
}
