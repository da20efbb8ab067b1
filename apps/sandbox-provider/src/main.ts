import Fastify from 'fastify';
import { openProviderDb } from './embedded-db.js';
import { faultsFromEnv } from './faults.js';
import { sandboxProvider } from './plugin.js';

// Runs the provider alone: `npm start -w apps/sandbox-provider` (PORT, HOST, DATA_DIR, SANDBOX_OPERATOR_KEY,
// SANDBOX_SECRET and the fault settings of faults.ts). It listens on loopback unless HOST says otherwise.
const env = process.env;
const DEV_KEY = 'sandbox-operator-key';
const DEV_SECRET = 'sandbox-development-secret';
if (env.NODE_ENV === 'production') {
  // Its operator API moves money: no known or short key, no default secret outside development.
  const key = env.SANDBOX_OPERATOR_KEY ?? '';
  const secret = env.SANDBOX_SECRET ?? '';
  if (key.length < 32 || key === DEV_KEY || secret.length < 32 || secret === DEV_SECRET) {
    console.error('SANDBOX_OPERATOR_KEY and SANDBOX_SECRET must be set (32+ characters) when NODE_ENV=production');
    process.exit(1);
  }
}
const { db } = await openProviderDb(env.DATA_DIR ?? 'memory://');
const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } });
await app.register(sandboxProvider, {
  db,
  operatorKey: env.SANDBOX_OPERATOR_KEY ?? DEV_KEY,
  secret: env.SANDBOX_SECRET ?? DEV_SECRET,
  faults: faultsFromEnv(env),
});
await app.listen({ host: env.HOST ?? '127.0.0.1', port: Number(env.PORT ?? 3400) });
