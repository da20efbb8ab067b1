import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Faults } from './faults.js';
import { NO_FAULTS, randomLatency, sleep } from './faults.js';
import { createAccess } from './games/access.js';
import { loadGameAssets } from './games/assets.js';
import { createCrashChains } from './games/crash-chains.js';
import { pageRoutes } from './games/page-routes.js';
import { playRoutes } from './games/play-routes.js';
import { createRounds } from './games/rounds.js';
import { createLaunchTokens, createPlaySessions } from './launch.js';
import type { ProviderDb } from './wallet.js';
import { createProviderWallet, TransferConflict, UnknownPlayer } from './wallet.js';

export interface SandboxOptions {
  db: ProviderDb;
  /** Operators authenticate with this key in `x-operator-key`. */
  operatorKey: string;
  /** Signs launch links and play sessions. */
  secret: string;
  faults?: Faults;
  /** Rounds per crash hash chain (default 10,000); a used-up chain is followed by a new one. */
  crashChainLength?: number;
  /** Where the game pages' JS and CSS are (default: src/games/assets beside this file). */
  assetsDir?: string;
  /** Uniform [0, 1) source for slot reels; default the OS CSPRNG. Tests pass a seeded one. */
  random?: () => number;
}

const playerBody = z.object({
  site_id: z.number().int().positive(),
  player_id: z.string().min(1).max(64),
  currency: z.string().min(2).max(8),
});
const transferBody = z.object({
  site_id: z.number().int().positive(),
  player_id: z.string().min(1).max(64),
  transfer_id: z.string().min(8).max(64),
  direction: z.enum(['in', 'out']),
  amount: z.string().regex(/^[1-9]\d{0,17}$/),
});
const launchBody = z.object({
  site_id: z.number().int().positive(),
  player_id: z.string().min(1).max(64).nullable(),
  game_code: z.string().min(1).max(64),
  lobby_url: z.string().max(500).default('/close'),
});

/**
 * The sandbox provider's HTTP API (register with a prefix, e.g. /sandbox-provider). It answers like a
 * real provider: its own JSON shapes, plain HTTP statuses, and configured latency and failures.
 */
export async function sandboxProvider(app: FastifyInstance, opts: SandboxOptions): Promise<void> {
  const wallet = createProviderWallet(opts.db);
  const tokens = createLaunchTokens(opts.secret);
  const faults = () => opts.faults ?? NO_FAULTS;

  app.addHook('onRequest', async (request, reply) => {
    await sleep(randomLatency(faults()));
    if (request.url.includes('/api/') && request.headers['x-operator-key'] !== opts.operatorKey) {
      return reply.status(401).send({ error: 'unauthorized' });
    }
  });

  const bad = (reply: FastifyReply, error: z.ZodError) =>
    reply.status(400).send({ error: 'bad_request', field: error.issues[0]?.path.join('.') ?? '' });

  app.post('/api/players', async (request, reply) => {
    const body = playerBody.safeParse(request.body);
    if (!body.success) return bad(reply, body.error);
    const player = await wallet.createPlayer(body.data.site_id, body.data.player_id, body.data.currency);
    return { player_id: player.playerId, balance: player.balance.toString() };
  });

  app.post('/api/transfers', async (request, reply) => {
    const body = transferBody.safeParse(request.body);
    if (!body.success) return bad(reply, body.error);
    const f = faults();
    if (Math.random() < f.errorRate) return reply.status(503).send({ error: 'temporarily_unavailable' });
    const { site_id, player_id, transfer_id, direction, amount } = body.data;
    try {
      const row = await wallet.transfer({
        siteId: site_id,
        playerId: player_id,
        transferId: transfer_id,
        direction,
        amount: BigInt(amount),
      });
      if (Math.random() < f.timeoutAfterApplyRate) await sleep(f.hangMs);
      return {
        transfer_id: row.transferId,
        status: row.status,
        reason: row.reason,
        balance: row.balanceAfter.toString(),
      };
    } catch (err) {
      if (err instanceof TransferConflict) return reply.status(409).send({ error: 'transfer_id_reused' });
      if (err instanceof UnknownPlayer) return reply.status(404).send({ error: 'unknown_player' });
      throw err;
    }
  });

  app.get<{ Params: { id: string } }>('/api/transfers/:id', async (request, reply) => {
    const row = await wallet.findTransfer(request.params.id);
    if (!row) return reply.status(404).send({ transfer_id: request.params.id, status: 'unknown' });
    return {
      transfer_id: row.transferId,
      status: row.status,
      reason: row.reason,
      balance: row.balanceAfter.toString(),
    };
  });

  app.get<{ Querystring: { site_id?: string; player_id?: string } }>('/api/balance', async (request, reply) => {
    const balance = await wallet.balance(Number(request.query.site_id), String(request.query.player_id ?? ''));
    if (balance === undefined) return reply.status(404).send({ error: 'unknown_player' });
    return { balance: balance.toString() };
  });

  app.post('/api/launch', async (request, reply) => {
    const body = launchBody.safeParse(request.body);
    if (!body.success) return bad(reply, body.error);
    const { site_id, player_id, game_code, lobby_url } = body.data;
    if (player_id && (await wallet.balance(site_id, player_id)) === undefined) {
      return reply.status(404).send({ error: 'unknown_player' });
    }
    const token = tokens.issue({ siteId: site_id, playerId: player_id, gameCode: game_code, lobbyUrl: lobby_url });
    return { url: `${app.prefix}/games/${encodeURIComponent(game_code)}?t=${token}` };
  });

  // The playable games: pages and files (no operator key; the launch token or play session is the key).
  const access = createAccess(tokens, createPlaySessions(opts.secret));
  const chains = createCrashChains({ length: opts.crashChainLength ?? 10_000 });
  const assets = loadGameAssets(opts.assetsDir);
  pageRoutes(app, { db: opts.db, wallet, access, chains, assets });
  playRoutes(app, { db: opts.db, access, chains, rounds: createRounds(opts.db), random: opts.random });
}

export { createLaunchTokens };
