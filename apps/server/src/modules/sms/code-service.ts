import { randomInt } from 'node:crypto';
import { SMS_RESEND_SECONDS } from '@playdeck/contract';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { SmsRepo } from './repo.js';
import type { SmsSender } from './sender.js';
import { SmsNoBalanceError } from './sender.js';

const CODE_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

/** `no_balance`: the gateway account has no credit left for messages (its own code, SMS 103). */
export type SendOutcome = 'sent' | 'too_soon' | 'failed' | 'no_balance';
/** `wrong`: a live code that does not match; `none`: no live code to match (never sent, expired, used or tried out). */
export type CheckOutcome = 'ok' | 'wrong' | 'none';

/**
 * Six-digit verification codes by SMS: one per phone and purpose every SMS_RESEND_SECONDS, five
 * minutes to use, single use, five wrong tries and the code is gone.
 */
export function createSmsCodes(repo: SmsRepo, sender: SmsSender) {
  async function check(siteId: number, purpose: string, phone: string, code: string): Promise<CheckOutcome> {
    const tried = await repo.spendTry({ siteId, purpose, phone }, MAX_ATTEMPTS);
    if (!tried) return 'none';
    if (tried.codeHash !== sha256(code)) return 'wrong';
    return (await repo.markUsed(tried.id)) ? 'ok' : 'none';
  }

  return {
    async send(siteId: number, purpose: string, phone: string, text: (code: string) => string): Promise<SendOutcome> {
      const scope = { siteId, purpose, phone };
      if (await repo.sentSince(scope, new Date(Date.now() - SMS_RESEND_SECONDS * 1000))) return 'too_soon';
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = await repo.insertCode(scope, sha256(code), new Date(Date.now() + CODE_TTL_MS));
      try {
        // An unknown outcome (timeout) keeps the code: the message may well have arrived.
        await sender.send({ siteId, phone, text: text(code), reference: randomToken(9) });
        return 'sent';
      } catch (error) {
        await repo.deleteCode(id);
        return error instanceof SmsNoBalanceError ? 'no_balance' : 'failed';
      }
    },

    /**
     * True once for the newest live code of this phone. A try is spent before the code is compared, in
     * one conditional update, so any number of parallel guesses compares at most five.
     */
    consume: async (siteId: number, purpose: string, phone: string, code: string): Promise<boolean> =>
      (await check(siteId, purpose, phone, code)) === 'ok',

    /** As consume, telling a wrong code from no code to check against (registration's 113 and 222). */
    check,
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
