import { createSign } from 'node:crypto';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { demoHub88Keys } from '../modules/games/embedded-sandbox.js';
import type { ConformanceTarget } from '../modules/games/hub88/conformance.js';
import { conformanceTable, runConformance } from '../modules/games/hub88/conformance.js';
import { HUB88_WALLET_PREFIX } from '../modules/games/seamless/wallet-api-server.js';
import { exitWith } from './run-command.js';

/**
 * `npm run conformance:hub88`: drives Playdeck's seamless wallet (Hub88's Wallet API) through Hub88's
 * documented cases and prints a table of pass and fail; exits 1 when a case fails. It runs the server in this
 * process on a fresh in-memory demo database (never DATABASE_URL's), signing as the demo's embedded Hub88.
 */
async function main(): Promise<number> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, WALLET_API_PORT: _port, ...env } = process.env;
  const config = loadConfig({
    ...env,
    NODE_ENV: 'development',
    DATA_DIR: 'memory://',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
  });
  const app = await buildApp(config);
  await app.ready();
  try {
    const memberOf = async (account: string) => (await app.identity.memberByAccount(1, account))!.id;
    const target: ConformanceTarget = {
      secret: config.SERVER_SECRET,
      sign: (raw) => createSign('RSA-SHA256').update(raw).sign(demoHub88Keys('aggregator').privateKey, 'base64'),
      async send(path, raw, signature) {
        const res = await app.games.walletApi.inject({
          method: 'POST',
          url: `${HUB88_WALLET_PREFIX}${path}`,
          headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
          payload: raw,
        });
        return { status: res.statusCode, body: res.json() as Record<string, unknown> };
      },
      async fundedMember() {
        const id = await memberOf('demo001');
        const key = `conformance:${Date.now()}:${Math.random()}`;
        await app.wallet.post({
          siteId: 1,
          memberId: id,
          currency: 'USD',
          amount: 10_000n,
          kind: 'demo_credit',
          reference: key,
          idempotencyKey: key,
        });
        return id;
      },
      disabledMember: () => memberOf('disabled001'),
      mainBalance: async (id) => (await app.wallet.balances(1, id)).get('') ?? 0n,
    };
    const results = await runConformance(target);
    console.log(conformanceTable(results));
    return results.every((r) => r.ok) ? 0 : 1;
  } finally {
    await app.close();
  }
}

exitWith(main);
