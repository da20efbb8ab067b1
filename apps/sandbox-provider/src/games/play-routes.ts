import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ProviderDb } from '../wallet.js';
import { UnknownPlayer } from '../wallet.js';
import type { LaunchClaims } from '../launch.js';
import type { GameAccess } from './access.js';
import type { CrashChains } from './crash-chains.js';
import { crashWin, formatMultiplier, MAX_TARGET, MIN_TARGET, parseMultiplier } from './crash.js';
import type { Outcome, Rounds } from './rounds.js';
import { InsufficientBalance } from './rounds.js';
import { LINE_COUNT, spin } from './slot.js';
import type { SeamlessCaller } from '../hub88/seamless-caller.js';

export interface PlayRouteDeps {
  db: ProviderDb;
  access: GameAccess;
  rounds: Rounds;
  chains: CrashChains;
  random?: () => number;
  /** Hub88's seamless calls to the operator, for rounds launched seamless. */
  seamless?: SeamlessCaller;
}

/** Bets in minor units: the slot needs one minor unit per line; both games stop at 10,000.00. */
const MAX_BET = 1_000_000n;
const minorUnits = (min: bigint) =>
  z
    .string()
    .regex(/^[1-9]\d{0,11}$/, 'a positive whole number of minor units')
    // zod runs refinements after a failed regex too: only convert what the regex accepts.
    .refine((v) => !/^\d+$/.test(v) || (BigInt(v) >= min && BigInt(v) <= MAX_BET), `from ${min} to ${MAX_BET}`);
const token = z.string().min(1).max(4_000);
const spinBody = z.object({ t: token, bet: minorUnits(BigInt(LINE_COUNT)) });
const betBody = z.object({
  t: token,
  bet: minorUnits(1n),
  target: z
    .string()
    .max(12)
    .refine((v) => {
      const cents = parseMultiplier(v);
      return cents !== undefined && cents >= MIN_TARGET && cents <= MAX_TARGET;
    }, 'a multiplier from 1.01 to 1000.00'),
});

interface Settled extends Outcome {
  roundId: number | null;
  balance: bigint | null;
}

/** Uniform in [0, 1) from the OS's CSPRNG (47 bits: far finer than any reel). */
const secureRng = () => randomInt(0, 2 ** 47) / 2 ** 47;

/** Spins and crash bets, each acting only through the page's token. */
export function playRoutes(app: FastifyInstance, deps: PlayRouteDeps): void {
  const bad = (reply: FastifyReply, error: z.ZodError) =>
    reply.status(400).send({ error: 'bad_request', field: error.issues[0]?.path.join('.') ?? '' });
  const forbidden = (reply: FastifyReply) => reply.status(403).send({ error: 'invalid_token' });

  /** Runs a round on the wallet; demo players (no player id) never touch one. */
  async function settle(
    claims: LaunchClaims,
    bet: bigint,
    resolve: (db: ProviderDb) => Promise<Outcome>,
  ): Promise<Settled | { status: 403 | 404 | 409 | 503; error: string }> {
    if (claims.playerId === null) return { roundId: null, balance: null, ...(await resolve(deps.db)) };
    // A seamless round is a bet and a win on the operator's wallet; the sandbox keeps no balance for it.
    if (claims.seamless && deps.seamless) {
      const round = await deps.seamless.play(claims, bet, resolve, deps.db);
      return 'error' in round ? round : { roundId: null, ...round };
    }
    try {
      return await deps.rounds.play(claims.siteId, claims.playerId, claims.gameCode, bet, resolve);
    } catch (err) {
      if (err instanceof InsufficientBalance) return { status: 409, error: 'insufficient_balance' };
      if (err instanceof UnknownPlayer) return { status: 404, error: 'unknown_player' };
      throw err;
    }
  }

  app.post('/play/slot/spin', async (request, reply) => {
    const body = spinBody.safeParse(request.body);
    if (!body.success) return bad(reply, body.error);
    const claims = deps.access.play(body.data.t, 'slot');
    if (!claims) return forbidden(reply);
    const bet = BigInt(body.data.bet);
    const result = spin(bet, deps.random ?? secureRng);
    const lines = result.lines.map((l) => ({ ...l, win: l.win.toString() }));
    const played = await settle(claims, bet, async () => ({
      win: result.win,
      detail: { stops: result.stops, grid: result.grid, lines },
    }));
    if ('error' in played) return reply.status(played.status).send({ error: played.error });
    return {
      round_id: played.roundId,
      bet: bet.toString(),
      grid: result.grid,
      lines,
      win: played.win.toString(),
      balance: played.balance?.toString() ?? null,
    };
  });

  app.post('/play/crash/bet', async (request, reply) => {
    const body = betBody.safeParse(request.body);
    if (!body.success) return bad(reply, body.error);
    const claims = deps.access.play(body.data.t, 'crash');
    if (!claims) return forbidden(reply);
    const bet = BigInt(body.data.bet);
    const target = parseMultiplier(body.data.target)!;
    const played = await settle(claims, bet, async (db) => {
      const round = await deps.chains.nextRound(db);
      const detail = {
        chain_id: round.chainId,
        round_index: round.index,
        hash: round.hash,
        crash_point: formatMultiplier(round.crashCents),
        target: formatMultiplier(target),
      };
      return { win: crashWin(bet, target, round.crashCents), detail };
    });
    if ('error' in played) return reply.status(played.status).send({ error: played.error });
    return {
      round_id: played.roundId,
      ...played.detail,
      bet: bet.toString(),
      win: played.win.toString(),
      balance: played.balance?.toString() ?? null,
    };
  });
}
