import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Faults } from './faults.js';
import { NO_FAULTS, randomLatency, sleep } from './faults.js';
import { catalogueWithArt } from './catalogue.js';
import { createRounds } from './games/rounds.js';
import { createLaunchTokens } from './launch.js';
import type { ProviderDb } from './wallet.js';
import { createProviderWallet, TransferConflict, UnknownPlayer } from './wallet.js';

export interface OperatorApiOptions {
  db: ProviderDb;
  /** Operators authenticate with this key in `x-operator-key`. */
  operatorKey: string;
  /** Signs launch links (the game pages check them with the same secret). */
  secret: string;
  /** Where the public game pages are served: launch links point there. */
  gamesBase: string;
  faults?: Faults;
}

/** Ids and names the provider stores: printable text only (no NUL, no control characters). */
const id = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\w.:@-]+$/, 'letters, digits and . : @ _ -');
const siteId = z.coerce.number().int().positive().max(2_147_483_647);

const playerBody = z.object({ site_id: siteId, player_id: id(64), currency: z.string().regex(/^[A-Z0-9]{2,8}$/) });
const transferBody = z.object({
  site_id: siteId,
  player_id: id(64),
  transfer_id: id(64).min(8),
  direction: z.enum(['in', 'out']),
  amount: z.string().regex(/^[1-9]\d{0,17}$/),
});
const launchBody = z.object({
  site_id: siteId,
  player_id: id(64).nullable(),
  game_code: id(64),
  lobby_url: z.string().max(500).default('/close'),
});
const balanceQuery = z.object({ site_id: siteId, player_id: id(64) });
const gamesQuery = z.object({ gp_id: id(32) });
const instant = z.iso.datetime({ offset: true }).transform((v) => new Date(v));
const roundsQuery = balanceQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** Played at or after (inclusive) and before (exclusive); ISO 8601 instants. */
  from: instant.optional(),
  to: instant.optional(),
});

/** Compares keys in constant time (hashes first, so lengths never leak either). */
export function sameKey(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The provider's server-to-server API: players, transfers, balances, launch links and rounds. Only
 * the operator's back end calls it, with the operator key; it is never mounted where a member's browser
 * can reach it (the embedded sandbox runs it on a private instance called in process).
 */
export async function sandboxOperatorApi(app: FastifyInstance, opts: OperatorApiOptions): Promise<void> {
  const wallet = createProviderWallet(opts.db);
  const rounds = createRounds(opts.db);
  const tokens = createLaunchTokens(opts.secret);
  const faults = () => opts.faults ?? NO_FAULTS;

  app.addHook('onRequest', async (request, reply) => {
    await sleep(randomLatency(faults()));
    if (!sameKey(request.headers['x-operator-key'], opts.operatorKey)) {
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
    const transferId = id(64).safeParse(request.params.id);
    if (!transferId.success) return bad(reply, transferId.error);
    const row = await wallet.findTransfer(transferId.data);
    if (!row) return reply.status(404).send({ transfer_id: transferId.data, status: 'unknown' });
    return {
      transfer_id: row.transferId,
      status: row.status,
      reason: row.reason,
      balance: row.balanceAfter.toString(),
    };
  });

  app.get('/api/balance', async (request, reply) => {
    const query = balanceQuery.safeParse(request.query);
    if (!query.success) return bad(reply, query.error);
    const balance = await wallet.balance(query.data.site_id, query.data.player_id);
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
    return { url: `${opts.gamesBase}/games/${encodeURIComponent(game_code)}?t=${token}` };
  });

  /** The provider's game list (each with its thumbnail's address) for one of its provider ids; it fails now and then like any other call. */
  app.get('/api/games', async (request, reply) => {
    const query = gamesQuery.safeParse(request.query);
    if (!query.success) return bad(reply, query.error);
    if (Math.random() < faults().errorRate) return reply.status(503).send({ error: 'temporarily_unavailable' });
    return { gp_id: query.data.gp_id, games: catalogueWithArt(query.data.gp_id, opts.gamesBase) };
  });

  app.get('/api/rounds', async (request, reply) => {
    const query = roundsQuery.safeParse(request.query);
    if (!query.success) return bad(reply, query.error);
    const { site_id, player_id, limit, offset, from, to } = query.data;
    const [rows, sums] = await Promise.all([
      rounds.recent(site_id, player_id, { limit, offset, from, to }),
      rounds.sums(site_id, player_id, { from, to }),
    ]);
    return {
      /** Every round of the player in the range, not only this page. */
      total: sums.count,
      total_bet: sums.bet.toString(),
      total_win: sums.win.toString(),
      rounds: rows.map((r) => ({
        round_id: r.id,
        game_code: r.gameCode,
        bet: r.bet.toString(),
        win: r.win.toString(),
        detail: JSON.parse(r.detail) as unknown,
        created_at: r.createdAt.toISOString(),
      })),
    };
  });
}
