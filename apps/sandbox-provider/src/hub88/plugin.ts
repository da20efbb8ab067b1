import type { FastifyInstance } from 'fastify';
import type { Faults } from '../faults.js';
import { NO_FAULTS, randomLatency, sleep } from '../faults.js';
import { createRounds } from '../games/rounds.js';
import { createLaunchTokens } from '../launch.js';
import type { ProviderDb } from '../wallet.js';
import { createProviderWallet } from '../wallet.js';
import { gamesApiRoutes } from './games-api.js';
import { SIGNATURE_HEADER, signatureValid } from './protocol.js';
import { transferWalletRoutes } from './transfer-wallet.js';

export interface Hub88SimulatorOptions {
  db: ProviderDb;
  /** The operator account this simulator serves. */
  operatorId: number;
  /** The operator's public key (PEM): every call must be signed with its private half. */
  operatorPublicKey: string;
  /** Signs launch links (the game pages check them with the same secret). */
  secret: string;
  gamesBase: string;
  faults?: Faults;
}

declare module 'fastify' {
  interface FastifyRequest {
    hub88Raw?: string;
  }
}

/**
 * The operator-facing half of Hub88 (TransferWallet, Games and Transactions APIs) over the sandbox's own
 * wallet and games: every call is POST with a JSON body signed by the operator, checked on the raw bytes
 * before anything else (401 `{ error }` as Hub88 answers), for the configured `operator_id` only (404).
 */
export async function hub88Simulator(app: FastifyInstance, opts: Hub88SimulatorOptions): Promise<void> {
  const faults = () => opts.faults ?? NO_FAULTS;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    request.hub88Raw = String(raw);
    try {
      done(null, JSON.parse(String(raw)));
    } catch {
      done(null, undefined);
    }
  });
  app.addHook('preHandler', async (request, reply) => {
    await sleep(randomLatency(faults()));
    if (!signatureValid(opts.operatorPublicKey, request.hub88Raw ?? '', request.headers[SIGNATURE_HEADER])) {
      return reply.status(401).send({ error: 'Request signature is invalid' });
    }
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return reply.status(400).send({ error: 'invalid parameters' });
    if (body.operator_id !== opts.operatorId) return reply.status(404).send({ error: 'operator_id' });
  });
  // Every answer that is an object echoes the call's request_uuid, as Hub88's do.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const uuid = (request.body as { request_uuid?: unknown } | undefined)?.request_uuid;
    return payload && typeof payload === 'object' && !Array.isArray(payload) && typeof uuid === 'string'
      ? { ...payload, request_uuid: uuid }
      : payload;
  });
  const wallet = createProviderWallet(opts.db);
  transferWalletRoutes(app, { wallet, faults });
  gamesApiRoutes(app, {
    wallet,
    rounds: createRounds(opts.db),
    tokens: createLaunchTokens(opts.secret),
    gamesBase: opts.gamesBase,
  });
}
