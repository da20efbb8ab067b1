import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { catalogueWithArt } from '../catalogue.js';
import type { createRounds } from '../games/rounds.js';
import type { createLaunchTokens } from '../launch.js';
import type { ProviderWallet } from '../wallet.js';
import { siteOf, toUnits } from './protocol.js';

/** A sub-partner whose wallet model is seamless (its bets go to the operator's Wallet API). */
const SEAMLESS_SUFFIX = '-seamless';

const HALLS: Record<number, string> = { 2: 'Video Slots', 6: 'Crash Games' };

const urlBody = z.object({
  user: z.string().min(3).max(64).optional(),
  token: z.string().min(10).max(255).optional(),
  currency: z.string().regex(/^[A-Za-z]{3,5}$/),
  sub_partner_id: z.string().max(32),
  game_code: z.string().regex(/^[\w.-]{1,64}$/),
  lobby_url: z.string().max(500).default('/close'),
});
const listBody = z.object({ product_code: z.string().regex(/^[\w-]{1,32}$/) });
const localTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
  .transform((v) => new Date(`${v}Z`));
const transactionsBody = z.object({
  user: z.string().min(3).max(64),
  sub_partner_id: z.string().max(32),
  start_time: localTime,
  end_time: localTime,
});

const refuse = (reply: FastifyReply, status: number, error: string) => reply.status(status).send({ error });

/**
 * Hub88's Games and Transactions APIs as the simulator answers them: a launch address (demo with currency
 * "XXX"), the games of a product (our provider ids stand for Hub88 products), and a player's gameplay
 * transactions (each round a bet and a win).
 */
export function gamesApiRoutes(
  app: FastifyInstance,
  opts: {
    wallet: ProviderWallet;
    rounds: ReturnType<typeof createRounds>;
    tokens: ReturnType<typeof createLaunchTokens>;
    gamesBase: string;
  },
) {
  app.post('/operator/generic/v2/game/url', async (request, reply) => {
    const body = urlBody.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, 'invalid parameters');
    const { user, currency, sub_partner_id, game_code, lobby_url } = body.data;
    // Hub88 knows each sub-partner's wallet model from its set-up; the simulator reads it from the name.
    const seamless = sub_partner_id.endsWith(SEAMLESS_SUFFIX);
    const siteId = siteOf(seamless ? sub_partner_id.slice(0, -SEAMLESS_SUFFIX.length) : sub_partner_id);
    if (siteId === undefined) return refuse(reply, 404, 'sub_partner_id');
    const demo = currency === 'XXX';
    if (seamless && !demo && (!user || !body.data.token)) return refuse(reply, 400, 'token');
    if (!seamless && !demo && (!user || (await opts.wallet.balance(siteId, user)) === undefined)) {
      return refuse(reply, 404, 'user');
    }
    const token = opts.tokens.issue({
      siteId,
      playerId: demo ? null : user!,
      gameCode: game_code,
      lobbyUrl: lobby_url,
      ...(seamless && !demo ? { seamless: { token: body.data.token!, currency } } : {}),
    });
    return { url: `${opts.gamesBase}/games/${encodeURIComponent(game_code)}?t=${token}` };
  });

  app.post('/operator/generic/v2/game/list', async (request, reply) => {
    const body = listBody.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, 'product_code');
    return catalogueWithArt(body.data.product_code, opts.gamesBase).map((g) => ({
      game_code: g.game_code,
      name: g.names.en_US,
      product: body.data.product_code,
      category: HALLS[g.gt_id] ?? 'Other',
      platforms:
        g.support_device === 1
          ? ['GPL_DESKTOP']
          : g.support_device === 2
            ? ['GPL_MOBILE']
            : ['GPL_DESKTOP', 'GPL_MOBILE'],
      url_thumb: g.art_url,
      enabled: true,
    }));
  });

  app.post('/operator/generic/v2/transactions/list', async (request, reply) => {
    const body = transactionsBody.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, 'invalid parameters');
    const { user, sub_partner_id, start_time, end_time } = body.data;
    const siteId = siteOf(sub_partner_id);
    if (siteId === undefined) return refuse(reply, 404, 'sub_partner_id');
    // `user` filters the list: a user who never played there has no transactions.
    const account = await opts.wallet.account(siteId, user);
    if (!account) return [];
    const rows = await opts.rounds.recent(siteId, user, { from: start_time, to: end_time, limit: 1000 });
    return rows.flatMap((r) => {
      const common = {
        user,
        round: String(r.id),
        game_code: r.gameCode,
        currency: account.currency,
        status: 'TS_SUCCESS',
      };
      const at = r.createdAt.toISOString();
      return [
        {
          ...common,
          transaction_uuid: `${r.id}-bet`,
          kind: 'TK_BET',
          amount: toUnits(r.bet, account.currency),
          inserted_at: at,
        },
        {
          ...common,
          transaction_uuid: `${r.id}-win`,
          kind: 'TK_WIN',
          amount: toUnits(r.win, account.currency),
          inserted_at: at,
        },
      ];
    });
  });
}
