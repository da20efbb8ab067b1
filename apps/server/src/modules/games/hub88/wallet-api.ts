import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { playerIdOf } from '../provider-client.js';
import { readSessionToken } from '../seamless/session-token.js';
import type { SeamlessAnswer, SeamlessStatus, SeamlessWallet } from '../seamless/seamless-wallet.js';
import { fromHub88, hub88Currency, toHub88 } from './amounts.js';
import { HUB88_SIGNATURE_HEADER, verifyHub88 } from './signature.js';
import type { WalletCall } from './wallet-api-schemas.js';
import { badRequestStatus, WALLET_BODIES } from './wallet-api-schemas.js';

const STATUS: Record<SeamlessStatus, string> = {
  ok: 'RS_OK',
  not_enough_money: 'RS_ERROR_NOT_ENOUGH_MONEY',
  user_disabled: 'RS_ERROR_USER_DISABLED',
  duplicate: 'RS_ERROR_DUPLICATE_TRANSACTION',
  not_found: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  // Hub88 names no status for a game taken off or in maintenance: its games are not offered, as an unknown one.
  game_closed: 'RS_ERROR_INVALID_GAME',
  session_gone: 'RS_ERROR_INVALID_TOKEN',
};

const PATHS: Record<WalletCall, string> = {
  info: '/user/info',
  balance: '/user/balance',
  bet: '/transaction/bet',
  win: '/transaction/win',
  rollback: '/transaction/rollback',
};

/** Our player ids are `<gp_id>-<member_id>`. */
const memberOfUser = (user: string) => Number(user.slice(user.lastIndexOf('-') + 1));

declare module 'fastify' {
  interface FastifyRequest {
    walletRaw?: string;
  }
}

export interface Hub88WalletApiOptions {
  seamless: SeamlessWallet;
  /** Signs and reads our seamless session tokens. */
  secret: string;
  /** Hub88's public key: every call must be signed with its private half. */
  hub88PublicKey: () => Promise<string | undefined>;
  log: FastifyBaseLogger;
}

/**
 * The Wallet API an operator exposes to Hub88 (seamless wallet): user info, balance, bet, win, rollback.
 * Every call is checked against Hub88's signature on the raw body before anything else is read; every answer
 * is HTTP 200 with Hub88's status, the call's request_uuid and (where there is one) the member's balance in
 * Hub88's units. Registered on a private instance only, never on the member site's port.
 */
export async function hub88WalletApi(app: FastifyInstance, opts: Hub88WalletApiOptions): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, raw, done) => {
    request.walletRaw = String(raw);
    try {
      done(null, JSON.parse(String(raw)));
    } catch {
      done(null, undefined);
    }
  });

  // Nothing of our internals in an answer: Hub88 reads a status; the cause goes to our log.
  app.setErrorHandler(async (err: { statusCode?: number }, request, reply) => {
    const body = request.body as Record<string, unknown> | undefined;
    const echo = { user: body?.user, request_uuid: body?.request_uuid };
    // A body Fastify would not take (too large, wrong media type) is Hub88's bad syntax, not our failure.
    if (err.statusCode && err.statusCode < 500)
      return reply.status(200).send({ ...echo, status: 'RS_ERROR_WRONG_SYNTAX' });
    opts.log.error({ err, path: request.url }, 'seamless wallet call failed');
    return reply.status(500).send({ ...echo, status: 'RS_ERROR_UNKNOWN' });
  });

  for (const call of Object.keys(PATHS) as WalletCall[]) {
    app.post(PATHS[call], async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      const echo = { user: body?.user, request_uuid: body?.request_uuid };
      const key = await opts.hub88PublicKey();
      if (!key || !verifyHub88(key, request.walletRaw ?? '', request.headers[HUB88_SIGNATURE_HEADER])) {
        return { ...echo, status: 'RS_ERROR_INVALID_SIGNATURE' };
      }
      const parsed = WALLET_BODIES[call].safeParse(body);
      if (!parsed.success) return { ...echo, status: badRequestStatus(body, parsed.error) };
      return { ...echo, ...(await answer(call, parsed.data as Record<string, unknown>)) };
    });
  }

  async function answer(call: WalletCall, b: Record<string, unknown>): Promise<Record<string, unknown>> {
    const user = String(b.user);
    if (call === 'info') {
      return Number.isSafeInteger(memberOfUser(user)) ? { status: 'RS_OK' } : { status: 'RS_ERROR_UNKNOWN' };
    }
    const session = readSessionToken(opts.secret, String(b.token));
    if (!session || playerIdOf(session.gpId, session.memberId) !== user) return { status: 'RS_ERROR_INVALID_TOKEN' };
    // Wins and rollbacks settle what was bet while the session lasted: Hub88 says never to check their token.
    if (session.expired && (call === 'bet' || call === 'balance')) return { status: 'RS_ERROR_TOKEN_EXPIRED' };
    const currency = hub88Currency(session.currency);
    const member = { aggregator: 'hub88', ...session };
    const reply = (a: SeamlessAnswer) => ({
      status: STATUS[a.status],
      currency,
      balance: Number(toHub88(a.balance, session.currency)),
    });
    if (call === 'balance') return reply({ status: 'ok', balance: await opts.seamless.balance(member) });
    if (call !== 'rollback' && b.currency !== currency) return { status: 'RS_ERROR_WRONG_CURRENCY' };
    const amount = call === 'rollback' ? 0n : fromHub88(BigInt(Number(b.amount)), session.currency);
    if (amount === undefined) return { status: 'RS_ERROR_WRONG_TYPES' };
    const move = {
      ...member,
      uuid: String(b.transaction_uuid),
      amount,
      round: (b.round as string | null | undefined) ?? null,
      gameCode: (b.game_code as string | null | undefined) ?? null,
      reference: b.reference_transaction_uuid as string | undefined,
    };
    return reply(await opts.seamless[call](move));
  }
}
