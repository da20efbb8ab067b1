import { randomInt } from 'node:crypto';
import type { SmsRepo } from './repo.js';
import { requestIdHeaders } from '../../lib/request-id.js';

export interface SmsMessage {
  siteId: number;
  phone: string;
  text: string;
  reference: string;
}

/** `delivered` false means the gateway did not answer in time: the message may or may not have gone. */
export interface SmsResult {
  delivered: boolean;
}

/** An SMS gateway. Errors mean "not sent"; a timeout is an unknown outcome, not a failure. */
export interface SmsSender {
  send(message: SmsMessage): Promise<SmsResult>;
}

export class SmsSendError extends Error {}
/** The gateway refused for want of credit on the operator's SMS account. */
export class SmsNoBalanceError extends SmsSendError {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A gateway that behaves like a real one without leaving the machine: it keeps its own outbox, takes
 * 20-120 ms, fails a configured share of sends, and times out after delivering another share.
 */
export function createSandboxSender(
  outbox: Pick<SmsRepo, 'deliverToOutbox' | 'outboxCount'>,
  opts: { failureRate: number; timeoutRate: number; credit?: number },
): SmsSender {
  return {
    async send(message) {
      await sleep(randomInt(20, 120));
      // A prepaid account like a real gateway's: `credit` messages in all (unset: unlimited).
      if (opts.credit !== undefined && (await outbox.outboxCount()) >= opts.credit) {
        throw new SmsNoBalanceError('sandbox gateway: no credit left');
      }
      if (Math.random() < opts.failureRate) throw new SmsSendError('sandbox gateway refused the message');
      await outbox.deliverToOutbox(message);
      return { delivered: !(Math.random() < opts.timeoutRate) };
    },
  };
}

/** A real gateway over HTTP: POST { to, text, reference } with an optional bearer token. */
export function createHttpSender(url: string, token?: string, timeoutMs = 10_000): SmsSender {
  return {
    async send(message) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...requestIdHeaders(),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ to: message.phone, text: message.text, reference: message.reference }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        if ((err as Error).name === 'TimeoutError') return { delivered: false };
        throw new SmsSendError('SMS gateway unreachable');
      }
      // 402 Payment Required: the account's credit is used up.
      if (res.status === 402) throw new SmsNoBalanceError('SMS gateway: no credit left');
      if (!res.ok) throw new SmsSendError(`SMS gateway answered ${res.status}`);
      return { delivered: true };
    },
  };
}
