import Fastify from 'fastify';
import type { Notify } from './callback-delivery.js';
import { openGatewayDb } from './embedded-db.js';
import { gatewayFaultsFromEnv } from './faults.js';
import { sandboxGatewayMerchantApi } from './merchant-api.js';
import { sandboxGatewayPages } from './pages.js';

// Runs the gateway alone: `npm start -w apps/sandbox-gateway` (PORT, HOST, PUBLIC_URL, DATABASE_URL or
// DATA_DIR, GATEWAY_SANDBOX_MERCHANT_KEY, GATEWAY_SANDBOX_SECRET and the faults of faults.ts). It listens
// on loopback unless HOST says otherwise; the merchant API and the pay pages share this one port.
const env = process.env;
const DEV_KEY = 'sandbox-merchant-key';
const DEV_SECRET = 'sandbox-gateway-development-secret';
const merchantKey = env.GATEWAY_SANDBOX_MERCHANT_KEY ?? DEV_KEY;
const secret = env.GATEWAY_SANDBOX_SECRET ?? DEV_SECRET;
if (env.NODE_ENV === 'production') {
  // The merchant API moves money and the secret vouches for callbacks: no known or short values outside development.
  if (merchantKey.length < 32 || merchantKey === DEV_KEY || secret.length < 32 || secret === DEV_SECRET) {
    console.error(
      'GATEWAY_SANDBOX_MERCHANT_KEY and GATEWAY_SANDBOX_SECRET must be set (32+ characters) when NODE_ENV=production',
    );
    process.exit(1);
  }
}

const NOTIFY_TIMEOUT_MS = Number(env.GATEWAY_SANDBOX_NOTIFY_TIMEOUT_MS ?? 10_000) || 10_000;
/** Callbacks over HTTP; a merchant slower than the timeout counts as a failed attempt and is retried. */
const notify: Notify = async (url, headers, rawBody) => {
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body: rawBody,
    redirect: 'manual',
    signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
  });
  return { status: res.status, body: (await res.text()).slice(0, 1_000) };
};

const port = Number(env.PORT ?? 3500);
const host = env.HOST ?? '127.0.0.1';
const { db } = await openGatewayDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR ?? 'memory://' });
const faults = gatewayFaultsFromEnv(env);
const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } });
await app.register(sandboxGatewayMerchantApi, {
  db,
  merchantKey,
  secret,
  faults,
  notify,
  payBase: env.PUBLIC_URL ?? `http://${host}:${port}`,
});
await app.register(sandboxGatewayPages, { db, secret, faults });
await app.listen({ host, port });
