import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import {
  GATEWAY_MIGRATIONS_TABLE,
  gatewayFaultsFromEnv,
  sandboxGatewayMerchantApi,
  sandboxGatewayPages,
} from '@playdeck/sandbox-gateway';
import type { GatewayFaults } from '@playdeck/sandbox-gateway';
import type { Config } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { sandboxGatewayClient } from './sandbox-gateway-client.js';
import { lazyDefaultCompilers } from '../../lib/lazy-schema-compilers.js';

export const SANDBOX_GATEWAY_PREFIX = '/sandbox-gateway';
/** Callbacks never travel a network here: this address only names the in-process receiver. */
const NOTIFY_URL = 'http://payments.internal/callback/sandbox';

/** Delivers a callback's raw body and headers to the site's receiver; its answer goes back to the gateway. */
export type CallbackReceiver = (
  headers: Record<string, string>,
  rawBody: string,
) => Promise<{ status: number; body: string }>;

/**
 * The sandbox payment gateway inside this server. Its hosted pay page is public under the prefix (it
 * acts only through signed pay links); its merchant API, which creates orders and payouts, lives on a
 * private Fastify instance that never listens, called in process with a key drawn at start; its
 * callbacks reach `receive` in process. Nothing that moves money answers on the member site's port.
 */
export async function mountEmbeddedGateway(
  app: FastifyInstance,
  opts: { config: Config; receive: CallbackReceiver },
): Promise<{ gateway: PaymentGateway; faults: GatewayFaults }> {
  const { config } = opts;
  await app.database.migrate(join(config.SANDBOX_GATEWAY_DIR, 'migrations'), GATEWAY_MIGRATIONS_TABLE);
  const db = app.database.db as never;
  const secret = `${config.SERVER_SECRET}:sandbox-gateway`;
  // Read at every use by the gateway: tests change the faults on the fly.
  const faults = gatewayFaultsFromEnv(config.GATEWAY_SANDBOX_ENV);
  await app.register(sandboxGatewayPages, { prefix: SANDBOX_GATEWAY_PREFIX, db, secret, faults });

  const merchantKey = randomBytes(32).toString('base64url');
  // No JSON schemas on the merchant API: Fastify's Ajv and serializer compilers would only load for nothing.
  const api = Fastify({ logger: false, schemaController: { compilersFactory: lazyDefaultCompilers() } });
  await api.register(sandboxGatewayMerchantApi, {
    db,
    merchantKey,
    secret,
    payBase: SANDBOX_GATEWAY_PREFIX,
    faults,
    pollMs: config.GATEWAY_SANDBOX_POLL_MS,
    notify: (_url, headers, rawBody) => opts.receive(headers, rawBody),
  });
  await api.ready();
  app.addHook('onClose', async () => api.close());
  const gateway = sandboxGatewayClient({
    api,
    merchantKey,
    secret,
    notifyUrl: NOTIFY_URL,
    timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
  });
  return { gateway, faults };
}
