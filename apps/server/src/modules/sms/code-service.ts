import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { SMS_RESEND_SECONDS } from '@playdeck/contract';
import type { Db } from '../../db/client.js';
import { smsCodes } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { SmsSender } from './sender.js';

const CODE_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

export type SendOutcome = 'sent' | 'too_soon' | 'failed';

/**
 * Six-digit verification codes by SMS: one per phone and purpose every SMS_RESEND_SECONDS, five
 * minutes to use, single use, five wrong tries and the code is gone.
 */
export function createSmsCodes(db: Db, sender: SmsSender) {
  return {
    async send(siteId: number, purpose: string, phone: string, text: (code: string) => string): Promise<SendOutcome> {
      const since = new Date(Date.now() - SMS_RESEND_SECONDS * 1000);
      const recent = await db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.siteId, siteId),
            eq(smsCodes.purpose, purpose),
            eq(smsCodes.phone, phone),
            gt(smsCodes.createdAt, since),
          ),
        )
        .limit(1);
      if (recent.length) return 'too_soon';
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const [row] = await db
        .insert(smsCodes)
        .values({ siteId, purpose, phone, codeHash: sha256(code), expiresAt: new Date(Date.now() + CODE_TTL_MS) })
        .returning({ id: smsCodes.id });
      try {
        // An unknown outcome (timeout) keeps the code: the message may well have arrived.
        await sender.send({ siteId, phone, text: text(code), reference: randomToken(9) });
        return 'sent';
      } catch {
        await db.delete(smsCodes).where(eq(smsCodes.id, row!.id));
        return 'failed';
      }
    },

    /**
     * True once for the newest live code of this phone. A try is spent before the code is compared, in
     * one conditional update (`attempts < 5`, re-checked by the database on the locked row), so any
     * number of parallel guesses compares at most five.
     */
    async consume(siteId: number, purpose: string, phone: string, code: string): Promise<boolean> {
      const newest = db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(and(eq(smsCodes.siteId, siteId), eq(smsCodes.purpose, purpose), eq(smsCodes.phone, phone)))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      const [tried] = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(
          and(
            inArray(smsCodes.id, newest),
            lt(smsCodes.attempts, MAX_ATTEMPTS),
            isNull(smsCodes.usedAt),
            gt(smsCodes.expiresAt, new Date()),
          ),
        )
        .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
      if (!tried || tried.codeHash !== sha256(code)) return false;
      const used = await db
        .update(smsCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(smsCodes.id, tried.id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return used.length === 1;
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
