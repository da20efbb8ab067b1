import { randomInt } from 'node:crypto';
import { SMS_RESEND_SECONDS } from '@playdeck/contract';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { SmsRepo } from './repo.js';
import type { SmsSender } from './sender.js';

const CODE_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

export type SendOutcome = 'sent' | 'too_soon' | 'failed';

/**
 * Six-digit verification codes by SMS: one per phone and purpose every SMS_RESEND_SECONDS, five
 * minutes to use, single use, five wrong tries and the code is gone.
 */
export function createSmsCodes(repo: SmsRepo, sender: SmsSender) {
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
      } catch {
        await repo.deleteCode(id);
        return 'failed';
      }
    },

    /**
     * True once for the newest live code of this phone. A try is spent before the code is compared, in
     * one conditional update, so any number of parallel guesses compares at most five.
     */
    async consume(siteId: number, purpose: string, phone: string, code: string): Promise<boolean> {
      const tried = await repo.spendTry({ siteId, purpose, phone }, MAX_ATTEMPTS);
      if (!tried || tried.codeHash !== sha256(code)) return false;
      return repo.markUsed(tried.id);
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
