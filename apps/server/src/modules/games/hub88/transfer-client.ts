import type { ProviderClient, TransferOutcome } from '../provider-client.js';
import { gpIdOfPlayer } from '../provider-router.js';
import { OutcomeUnknown, ProviderRefused } from '../provider-client.js';
import { fromHub88, hub88Currency, toHub88 } from './amounts.js';
import { offeredGames } from './game-list.js';
import type { Hub88Post, Hub88Reply } from './hub88-post.js';
import { roundsOf } from './rounds.js';

const TW = '/operator/generic/v2/transfer_wallet';

export interface Hub88Products {
  /** Hub88's product (studio) code behind one of a site's provider ids. */
  productOf(siteId: number, gpId: string): Promise<string>;
}

/** A site is Hub88's sub-partner: one operator account serves every site, each site's players apart. */
export const subPartnerOf = (siteId: number) => `site-${siteId}`;
/**
 * Hub88 lets a sub-partner have one wallet model only: a site's seamless providers come through a second
 * sub-partner of it.
 */
export const seamlessSubPartnerOf = (siteId: number) => `site-${siteId}-seamless`;

const bodyOf = (reply: Hub88Reply) =>
  reply.body && typeof reply.body === 'object' ? (reply.body as Record<string, unknown>) : {};

/** Hub88 documents its 4xx answers as refusals (nothing done); a 5xx or an unreadable answer says nothing. */
function refusedOrUnknown(what: string, reply: Hub88Reply): never {
  const detail = `${what}: HTTP ${reply.status} ${String(bodyOf(reply).error ?? bodyOf(reply).status ?? '')}`;
  if (reply.status >= 400 && reply.status < 500) throw new ProviderRefused(detail);
  throw new OutcomeUnknown(detail);
}

/**
 * The transfer-wallet model through Hub88's TransferWallet API (decision 0053): one ProviderClient for every
 * provider id whose games come through Hub88, amounts in Hub88's 1/100 000 units, our transfer id as
 * `transaction_uuid` (so a repeat is the same transaction and the status call finds it).
 */
export function createHub88TransferClient(deps: { post: Hub88Post; products: Hub88Products }): ProviderClient {
  const { post } = deps;
  const player = async (p: { siteId: number; playerId: string; currency: string }) => ({
    user: p.playerId,
    sub_partner_id: subPartnerOf(p.siteId),
    product: await deps.products.productOf(p.siteId, gpIdOfPlayer(p.playerId)),
    currency: hub88Currency(p.currency),
  });
  const balanceIn = (body: Record<string, unknown>, currency: string, what: string): bigint => {
    const units = typeof body.balance === 'number' && Number.isSafeInteger(body.balance) ? BigInt(body.balance) : null;
    const minor = units === null ? undefined : fromHub88(units, currency);
    if (minor === undefined) throw new OutcomeUnknown(`${what}: no readable balance`);
    return minor;
  };

  return {
    async ensurePlayer(p) {
      const reply = await post(`${TW}/create_wallet`, await player(p));
      if (reply.status !== 200) refusedOrUnknown('create wallet', reply);
    },

    async transfer(t) {
      const path = t.direction === 'in' ? 'deposit' : 'withdraw';
      const reply = await post(`${TW}/${path}`, {
        ...(await player(t)),
        transaction_uuid: t.transferId,
        amount: Number(toHub88(t.amount, t.currency)),
      });
      if (reply.status !== 200) refusedOrUnknown(path, reply);
      const body = bodyOf(reply);
      const balance = balanceIn(body, t.currency, path);
      if (body.status === 'RS_OK') return { status: 'applied', balance };
      if (body.status === 'RS_ERROR_NOT_ENOUGH_MONEY') {
        return { status: 'rejected', balance, reason: 'insufficient_balance' };
      }
      throw new ProviderRefused(`${path}: ${String(body.status)}`);
    },

    async transferStatus(t) {
      const reply = await post(`${TW}/check_transfer`, { ...(await player(t)), transaction_uuid: t.transferId });
      if (reply.status === 404) return { status: 'unknown' as const };
      if (reply.status !== 200) throw new OutcomeUnknown(`check transfer: HTTP ${reply.status}`);
      const body = bodyOf(reply);
      const balance = balanceIn(body, t.currency, 'check transfer');
      const outcome: TransferOutcome | undefined =
        body.status === 'CTS_SUCCESS'
          ? { status: 'applied', balance }
          : body.status === 'CTS_DECLINED'
            ? { status: 'rejected', balance, reason: String(body.reason ?? 'declined') }
            : undefined;
      if (!outcome) throw new OutcomeUnknown(`check transfer: ${String(body.status)}`);
      return outcome;
    },

    async balance(p) {
      const reply = await post(`${TW}/balance`, await player(p));
      if (reply.status === 404) return 0n;
      if (reply.status !== 200 || bodyOf(reply).status !== 'RS_OK')
        throw new OutcomeUnknown(`balance: HTTP ${reply.status}`);
      return balanceIn(bodyOf(reply), p.currency, 'balance');
    },

    async launch(p) {
      const who =
        p.playerId && p.currency ? { user: p.playerId, currency: hub88Currency(p.currency) } : { currency: 'XXX' };
      const reply = await post('/operator/generic/v2/game/url', {
        ...who,
        ...(p.session ? { token: p.session } : {}),
        sub_partner_id: p.session ? seamlessSubPartnerOf(p.siteId) : subPartnerOf(p.siteId),
        platform: 'GPL_DESKTOP',
        game_code: p.gameCode,
        lobby_url: p.lobbyUrl,
        lang: 'en',
        country: 'XX',
        ip: '0.0.0.0',
      });
      const url = bodyOf(reply).url;
      if (reply.status !== 200 || typeof url !== 'string') refusedOrUnknown('game url', reply);
      return url as string;
    },

    async games(q) {
      const product_code = await deps.products.productOf(q.siteId, q.gpId);
      const reply = await post('/operator/generic/v2/game/list', { product_code });
      if (reply.status !== 200 || !Array.isArray(reply.body)) refusedOrUnknown('game list', reply);
      return offeredGames(reply.body as unknown[]);
    },

    async rounds(q) {
      const reply = await post('/operator/generic/v2/transactions/list', {
        user: q.playerId,
        sub_partner_id: subPartnerOf(q.siteId),
        start_time: q.from.toISOString().slice(0, 19),
        end_time: q.to.toISOString().slice(0, 19),
      });
      if (reply.status !== 200 || !Array.isArray(reply.body)) refusedOrUnknown('transactions', reply);
      return roundsOf(reply.body as unknown[], q);
    },
  };
}
