import Fastify from 'fastify';
import { openProviderDb } from './embedded-db.js';
import { faultsFromEnv } from './faults.js';
import { sandboxProvider } from './plugin.js';

// Runs the provider alone: `npm start -w apps/sandbox-provider` (PORT, DATA_DIR, SANDBOX_OPERATOR_KEY,
// SANDBOX_SECRET and the fault settings of faults.ts).
const env = process.env;
const { db } = await openProviderDb(env.DATA_DIR ?? 'memory://');
const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } });
await app.register(sandboxProvider, {
  db,
  operatorKey: env.SANDBOX_OPERATOR_KEY ?? 'sandbox-operator-key',
  secret: env.SANDBOX_SECRET ?? 'sandbox-development-secret',
  faults: faultsFromEnv(env),
});
await app.listen({ host: env.HOST ?? '127.0.0.1', port: Number(env.PORT ?? 3400) });
