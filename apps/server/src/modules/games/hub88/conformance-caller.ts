import { randomUUID } from 'node:crypto';
import { issueSessionToken } from '../seamless/session-token.js';

export interface WalletReply {
  status: number;
  body: Record<string, unknown>;
}

/** Where Hub88's signed calls go: our wallet API's Hub88 paths (`/user/balance`, `/transaction/bet`, ...). */
export interface Hub88Caller {
  send(path: string, raw: string, signature: string): Promise<WalletReply>;
  /** Signs as Hub88 does (its private key). */
  sign(raw: string): string;
  /** Issues our session tokens, as a launch does. */
  secret: string;
}

/**
 * One member's seamless session at Sky Crash (GP10) as Hub88 would use it: each call builds Hub88's body,
 * signs it, sends it. `issuedAt` in the past makes an expired session.
 */
export function hub88Session(caller: Hub88Caller, memberId: number, issuedAt = Date.now()) {
  const gpId = 'GP10';
  const token = issueSessionToken(caller.secret, { siteId: 1, memberId, gpId, currency: 'USD' }, issuedAt);
  const user = `${gpId}-${memberId}`;
  const base = { user, token, currency: 'USD', game_code: 'crash-classic' };
  const send = (path: string, body: object) => {
    const raw = JSON.stringify({ ...body, request_uuid: randomUUID() });
    return caller.send(path, raw, caller.sign(raw));
  };
  return {
    user,
    token,
    send,
    balance: () => send('/user/balance', { user, token }),
    bet: (uuid: string, amount: number, extra: object = {}) =>
      send('/transaction/bet', { ...base, transaction_uuid: uuid, round: uuid, amount, ...extra }),
    win: (uuid: string, bet: string, amount: number) =>
      send('/transaction/win', {
        ...base,
        transaction_uuid: uuid,
        reference_transaction_uuid: bet,
        round: bet,
        amount,
      }),
    rollback: (uuid: string, bet: string) =>
      send('/transaction/rollback', {
        user,
        token,
        transaction_uuid: uuid,
        reference_transaction_uuid: bet,
        round: bet,
      }),
  };
}

export type Hub88Session = ReturnType<typeof hub88Session>;
