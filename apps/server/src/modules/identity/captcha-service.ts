import svgCaptcha from 'svg-captcha';
import { CAPTCHA_CODES, CAPTCHA_WAIT_MS } from '@playdeck/contract';
import type { CaptchaReply, ClientCaptchaReply } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { open, randomToken, seal, sha256 } from '../../lib/crypto.js';
import type { CaptchaRepo } from './captcha-repo.js';

const TTL_MS = 5 * 60_000;
const SIZE = 4;
/**
 * The rate rule: at most CAPTCHA_BURST captchas of a type per client in any CAPTCHA_WINDOW_MS. Over time
 * that is one per CAPTCHA_WAIT_MS, as the spec's 1 s wait means, but a reload right after the form's own
 * request, or two visitors behind one address, is not "too soon" (decision 0023).
 */
export const CAPTCHA_BURST = 5;
export const CAPTCHA_WINDOW_MS = CAPTCHA_BURST * CAPTCHA_WAIT_MS;

/** Spent client captchas are recorded among the stored ones under a type no form asks for. */
const CLIENT_CAPTCHA_TYPE = 0;

const answerHash = (answer: string) => sha256(answer.trim().toLowerCase());

/**
 * Single-use image captchas, stored in the database so any node can check them. `fixedAnswer` is the
 * test-only switch (refused in production by the config).
 */
export function createCaptchaService(repo: CaptchaRepo, opts: { secret: string; fixedAnswer?: string }) {
  const draw = () => {
    const image = svgCaptcha.create({
      size: SIZE,
      noise: 2,
      ignoreChars: '0oO1iIlL',
      color: true,
      background: '#f4f1e8',
    });
    if (!opts.fixedAnswer) return image;
    // The module itself renders a given text; its typings only declare create().
    const render = svgCaptcha as unknown as (text: string, o: object) => string;
    return { text: opts.fixedAnswer, data: render(opts.fixedAnswer, { color: true, background: '#f4f1e8' }) };
  };

  return {
    /** Code 101 when the client is over the rate rule above (the client then waits 1 s). */
    async issue(siteId: number, type: number, clientKey: string): Promise<CaptchaReply> {
      // One clock for both sides of the comparison (this node's), not the database's now().
      const now = Date.now();
      const since = new Date(now - CAPTCHA_WINDOW_MS);
      if ((await repo.issuedSince(siteId, clientKey, type, since)) >= CAPTCHA_BURST) {
        throw new ApiError(CAPTCHA_CODES.tooSoon, 'identity.captcha_too_soon');
      }
      const image = draw();
      const token = randomToken(24);
      await repo.insert({
        tokenHash: sha256(token),
        siteId,
        type,
        clientKey,
        answerHash: answerHash(image.text),
        createdAt: new Date(now),
        expiresAt: new Date(now + TTL_MS),
      });
      if (Math.random() < 0.02) await repo.deleteExpiredBefore(new Date(Date.now() - TTL_MS));
      return {
        token,
        captcha: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}`,
        placeholder: 'ph_account_verify_code',
      };
    },

    /** Consumes the captcha whatever the answer: a token is good for one attempt only. */
    async verify(siteId: number, type: number, token: string, answer: string): Promise<boolean> {
      if (!token || !answer) return false;
      return (await repo.use(siteId, type, sha256(token))) === answerHash(answer);
    },

    /** A stateless captcha for client-side forms: the answer travels sealed with its expiry. */
    clientCaptcha(): ClientCaptchaReply {
      const image = draw();
      const sealed = seal(
        opts.secret,
        'client-captcha',
        JSON.stringify({ a: answerHash(image.text), exp: Date.now() + TTL_MS }),
      );
      return { text: sealed, svg: image.data };
    },

    /**
     * Single use like the stored ones, whatever the answer: the first check records the sealed text
     * (its hash, until it expires), so a solved captcha cannot be replayed for more guesses.
     */
    async checkClientCaptcha(siteId: number, sealed: string, answer: string): Promise<boolean> {
      const plain = open(opts.secret, 'client-captcha', sealed);
      if (!plain || !answer) return false;
      const { a, exp } = JSON.parse(plain) as { a: string; exp: number };
      if (exp <= Date.now()) return false;
      const spent = await repo.recordSpent({
        tokenHash: sha256(`client-captcha:${sealed}`),
        siteId,
        type: CLIENT_CAPTCHA_TYPE,
        clientKey: '',
        answerHash: '',
        expiresAt: new Date(exp),
        usedAt: new Date(),
      });
      return spent && a === answerHash(answer);
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
