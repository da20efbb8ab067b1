import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import {
  createSeamlessCaller,
  hub88Simulator,
  SANDBOX_MIGRATIONS_TABLE,
  sandboxGames,
  sandboxOperatorApi,
} from '@playdeck/sandbox-provider';
import type { Faults, SeamlessCaller, SeamlessFaults } from '@playdeck/sandbox-provider';
import type { Db } from '../../db/client.js';
import { lazyDefaultCompilers } from '../../lib/lazy-schema-compilers.js';
import type { Hub88Send } from './hub88/hub88-post.js';
import { hub88Inject } from './hub88/hub88-post.js';
import { injectTransport } from './provider-client.js';
import type { Transport } from './provider-client.js';

/** The demo's Hub88 operator account at the embedded simulator. */
export const EMBEDDED_HUB88_OPERATOR = 1;

/** The embedded sandbox's two faces: its own protocol, and Hub88's (with the key our calls are signed with). */
export interface EmbeddedSandbox {
  transport: Transport;
  hub88: {
    send: Hub88Send;
    operatorId: number;
    privateKey: string;
    /** The simulator's own key: its calls to our seamless wallet are checked with this. */
    aggregatorPublicKey: string;
    /** Its seamless calls, and what they misbehave with (tests change it). */
    seamless: SeamlessCaller;
    seamlessFaults: SeamlessFaults;
  };
}

type KeyPair = { privateKey: string; publicKey: string };
const demoKeys = new Map<'operator' | 'aggregator', KeyPair>();
/**
 * One key pair per side and process, drawn on first use: nothing outside this process ever holds them (tests
 * sign as the simulator's Hub88 with the aggregator's).
 */
export function demoHub88Keys(side: 'operator' | 'aggregator'): KeyPair {
  let pair = demoKeys.get(side);
  if (!pair) {
    pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    demoKeys.set(side, pair);
  }
  return pair;
}

/** The simulator's seamless calls reach our wallet API in process, under Hub88's prefix there. */
function seamlessCallerTo(walletApi: FastifyInstance, prefix: string, privateKey: string) {
  const seamlessFaults: SeamlessFaults = { duplicateRate: 0, lostAnswerRate: 0 };
  const seamless = createSeamlessCaller({
    privateKey,
    faults: seamlessFaults,
    send: async (path, raw, headers) => {
      const res = await walletApi.inject({ method: 'POST', url: `${prefix}${path}`, headers, payload: raw });
      return { status: res.statusCode, body: res.json() as unknown };
    },
  });
  return { seamless, seamlessFaults };
}

/**
 * The sandbox provider inside this server. Its game pages are public under `prefix` (they act only
 * through signed launch links); its operator API, which moves money, lives on a private Fastify
 * instance that never listens, called in process with a key drawn at start, beside the same provider's
 * Hub88 face (Hub88's operator-facing protocol, calls signed with a key pair drawn at start). Nothing of
 * it answers on the member site's port.
 */
export async function mountEmbeddedSandbox(
  app: FastifyInstance,
  opts: {
    db: Db;
    sandboxDir: string;
    prefix: string;
    secret: string;
    faults: Faults;
    /** Our seamless wallet's instance, and where Hub88's calls go on it. */
    walletApi: { app: FastifyInstance; hub88Prefix: string };
  },
): Promise<EmbeddedSandbox> {
  await app.database.migrate(join(opts.sandboxDir, 'migrations'), SANDBOX_MIGRATIONS_TABLE);
  const db = opts.db as never;
  const aggregatorKeys = demoHub88Keys('aggregator');
  const { seamless, seamlessFaults } = seamlessCallerTo(
    opts.walletApi.app,
    opts.walletApi.hub88Prefix,
    aggregatorKeys.privateKey,
  );
  await app.register(sandboxGames, {
    prefix: opts.prefix,
    db,
    secret: opts.secret,
    faults: opts.faults,
    assetsDir: join(opts.sandboxDir, 'games/assets'),
    seamless,
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
  const keys = demoHub88Keys('operator');
  await operatorApi.register(hub88Simulator, {
    db,
    operatorId: EMBEDDED_HUB88_OPERATOR,
    operatorPublicKey: keys.publicKey,
    secret: opts.secret,
    gamesBase: opts.prefix,
    faults: opts.faults,
  });
  await operatorApi.ready();
  app.addHook('onClose', async () => operatorApi.close());
  return {
    transport: injectTransport(operatorApi, operatorKey),
    hub88: {
      send: hub88Inject(operatorApi),
      operatorId: EMBEDDED_HUB88_OPERATOR,
      privateKey: keys.privateKey,
      aggregatorPublicKey: aggregatorKeys.publicKey,
      seamless,
      seamlessFaults,
    },
  };
}
