import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_MIGRATIONS_TABLE, sandboxGames, sandboxOperatorApi } from '@playdeck/sandbox-provider';
import type { Faults } from '@playdeck/sandbox-provider';
import type { Db } from '../../db/client.js';
import { lazyDefaultCompilers } from '../../lib/lazy-schema-compilers.js';
import { injectTransport } from './provider-client.js';
import type { Transport } from './provider-client.js';

/**
 * The sandbox provider inside this server. Its game pages are public under `prefix` (they act only
 * through signed launch links); its operator API, which moves money, lives on a private Fastify
 * instance that never listens, called in process with a key drawn at start. Nothing of it answers on
 * the member site's port.
 */
export async function mountEmbeddedSandbox(
  app: FastifyInstance,
  opts: { db: Db; sandboxDir: string; prefix: string; secret: string; faults: Faults },
): Promise<Transport> {
  await app.database.migrate(join(opts.sandboxDir, 'migrations'), SANDBOX_MIGRATIONS_TABLE);
  const db = opts.db as never;
  await app.register(sandboxGames, {
    prefix: opts.prefix,
    db,
    secret: opts.secret,
    faults: opts.faults,
    assetsDir: join(opts.sandboxDir, 'games/assets'),
  });

  const operatorKey = randomBytes(32).toString('base64url');
  // Its routes have no JSON schemas: Fastify's default compilers load only if one ever does.
  const operatorApi = Fastify({ logger: false, schemaController: { compilersFactory: lazyDefaultCompilers() } });
  await operatorApi.register(sandboxOperatorApi, {
    db,
    operatorKey,
    secret: opts.secret,
    gamesBase: opts.prefix,
    faults: opts.faults,
  });
  await operatorApi.ready();
  app.addHook('onClose', async () => operatorApi.close());
  return injectTransport(operatorApi, operatorKey);
}
