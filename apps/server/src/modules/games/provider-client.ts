import type { FastifyInstance } from 'fastify';
import type { ProviderRounds, RoundsQuery } from './provider-rounds.js';
import { parseRounds, roundsPath } from './provider-rounds.js';
import { requestIdHeaders } from '../../lib/request-id.js';
import { withTimeout } from '../../lib/with-timeout.js';

export type { ProviderRound, ProviderRounds, RoundsQuery } from './provider-rounds.js';

/**
 * The operator's side of a game provider's wallet API (transfer-wallet model). Every provider of the
 * catalogue is reached through this interface; the demo runs them all on the sandbox provider.
 */
export interface ProviderClient {
  ensurePlayer(p: PlayerRef): Promise<void>;
  /** Idempotent by transferId. Throws ProviderRefused (certainly not applied) or OutcomeUnknown. */
  transfer(t: TransferOrder): Promise<TransferOutcome>;
  /** What the provider knows of a transfer id; 'unknown' when it never saw it. */
  transferStatus(t: TransferRef): Promise<TransferOutcome | { status: 'unknown' }>;
  balance(p: PlayerRef): Promise<bigint>;
  launch(p: {
    siteId: number;
    /** The provider whose game it is (an aggregator serves several). */
    gpId: string;
    /** null: demo play, no player and no money (Hub88's currency "XXX"). */
    playerId: string | null;
    currency?: string;
    /** A seamless provider's session token: its bets and wins go to our wallet API, no money moves in. */
    session?: string;
    gameCode: string;
    lobbyUrl: string;
  }): Promise<string>;
  /** The games the provider offers under one of its ids, as it sends them (checked by the caller). */
  games(q: { siteId: number; gpId: string }): Promise<unknown[]>;
  /** A player's rounds in a time range, newest first, with the range's sums. */
  rounds(q: RoundsQuery): Promise<ProviderRounds>;
}

export interface PlayerRef {
  siteId: number;
  playerId: string;
  /** The member's currency: the player's wallet at the provider is in it. */
  currency: string;
}

export interface TransferRef extends PlayerRef {
  transferId: string;
}

export interface TransferOrder extends TransferRef {
  direction: 'in' | 'out';
  amount: bigint;
}

export interface TransferOutcome {
  status: 'applied' | 'rejected';
  /** The player's provider balance right after the transfer was applied (or refused). */
  balance: bigint;
  reason?: string | null;
}

/** The provider answered and did not apply the call (a 4xx, or a 503 it documents as "not applied"). */
export class ProviderRefused extends Error {}
/**
 * No answer, or an answer that does not say what happened: a transfer may or may not be applied; any
 * other call simply did not get through.
 */
export class OutcomeUnknown extends Error {}

/** One player per member and provider, so each provider wallet is separate even on one sandbox. */
export const playerIdOf = (gpId: string, memberId: number) => `${gpId}-${memberId}`;

interface RawReply {
  status: number;
  body: Record<string, unknown>;
}

export type Transport = (method: 'GET' | 'POST', path: string, body?: object) => Promise<RawReply>;

/** Over HTTP, to a provider elsewhere. */
export function httpTransport(baseUrl: string, operatorKey: string): Transport {
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'x-operator-key': operatorKey,
        ...requestIdHeaders(),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  };
}

/** In process, to the embedded sandbox's private operator API (no socket, same code path as HTTP). */
export function injectTransport(api: FastifyInstance, operatorKey: string): Transport {
  return async (method, path, body) => {
    const res = await api.inject({
      method,
      url: path,
      headers: { 'x-operator-key': operatorKey, ...requestIdHeaders() },
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: (res.json() ?? {}) as Record<string, unknown> };
  };
}

/** The sandbox provider's API (apps/sandbox-provider), through a transport, with a time limit per call. */
export function createProviderClient(transport: Transport, timeoutMs: number): ProviderClient {
  /** No answer in time, or none at all (connection refused, reset): nobody can say what happened. */
  const call = async (method: 'GET' | 'POST', path: string, body?: object): Promise<RawReply> => {
    try {
      return await withTimeout(transport(method, path, body), timeoutMs);
    } catch (err) {
      throw new OutcomeUnknown(`${method} ${path.split('?')[0]}: ${err instanceof Error ? err.message : String(err)}`);
    }
  };

  const outcome = (body: Record<string, unknown>): TransferOutcome => ({
    status: body.status === 'applied' ? 'applied' : 'rejected',
    balance: BigInt(String(body.balance ?? '0')),
    reason: (body.reason as string | null | undefined) ?? null,
  });

  return {
    async ensurePlayer(p) {
      const res = await call('POST', '/api/players', {
        site_id: p.siteId,
        player_id: p.playerId,
        currency: p.currency,
      });
      if (res.status !== 200) throw new ProviderRefused(`create player: HTTP ${res.status}`);
    },

    async transfer(t) {
      const res = await call('POST', '/api/transfers', {
        site_id: t.siteId,
        player_id: t.playerId,
        transfer_id: t.transferId,
        direction: t.direction,
        amount: t.amount.toString(),
      });
      if (res.status === 200) return outcome(res.body);
      // The sandbox documents 503 and every 4xx as "not applied"; anything else is not known.
      if (res.status === 503 || (res.status >= 400 && res.status < 500)) {
        throw new ProviderRefused(`transfer: HTTP ${res.status} ${String(res.body.error ?? '')}`);
      }
      throw new OutcomeUnknown(`transfer: HTTP ${res.status}`);
    },

    async transferStatus({ transferId }) {
      const res = await call('GET', `/api/transfers/${encodeURIComponent(transferId)}`);
      if (res.status === 404) return { status: 'unknown' as const };
      if (res.status !== 200) throw new OutcomeUnknown(`transfer status: HTTP ${res.status}`);
      return outcome(res.body);
    },

    async balance(p) {
      const res = await call('GET', `/api/balance?site_id=${p.siteId}&player_id=${encodeURIComponent(p.playerId)}`);
      if (res.status === 404) return 0n;
      if (res.status !== 200) throw new OutcomeUnknown(`balance: HTTP ${res.status}`);
      return BigInt(String(res.body.balance ?? '0'));
    },

    async launch(p) {
      if (p.session) throw new ProviderRefused('launch: the sandbox protocol has no seamless wallet');
      const res = await call('POST', '/api/launch', {
        site_id: p.siteId,
        player_id: p.playerId,
        game_code: p.gameCode,
        lobby_url: p.lobbyUrl,
      });
      if (res.status !== 200 || typeof res.body.url !== 'string') {
        throw new ProviderRefused(`launch: HTTP ${res.status}`);
      }
      return res.body.url;
    },

    async games({ gpId }) {
      const res = await call('GET', `/api/games?gp_id=${encodeURIComponent(gpId)}`);
      if (res.status !== 200 || !Array.isArray(res.body.games)) throw new ProviderRefused(`games: HTTP ${res.status}`);
      return res.body.games as unknown[];
    },

    async rounds(q) {
      const res = await call('GET', roundsPath(q));
      const page = res.status === 200 ? parseRounds(res.body) : undefined;
      if (!page) throw new ProviderRefused(`rounds: HTTP ${res.status}`);
      return page;
    },
  };
}
