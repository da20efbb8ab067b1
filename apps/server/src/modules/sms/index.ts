import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createSmsCodes } from './code-service.js';
import type { SmsCodes } from './code-service.js';
import { createSmsRepo } from './repo.js';
import type { SmsRepo } from './repo.js';
import { smsOutboxRoutes } from './routes/test-outbox.js';
import { createHttpSender, createSandboxSender } from './sender.js';
import type { SmsSender } from './sender.js';

export type { CheckOutcome, SendOutcome, SmsCodes } from './code-service.js';

function smsSender(config: Config, repo: SmsRepo): SmsSender {
  if (config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL)
    return createHttpSender(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN);
  return createSandboxSender(repo, {
    failureRate: config.SMS_SANDBOX_FAILURE_RATE,
    timeoutRate: config.SMS_SANDBOX_TIMEOUT_RATE,
    credit: config.SMS_SANDBOX_CREDIT,
  });
}

/** Verification codes by SMS for the other domains; tests may read the sandbox gateway's outbox. */
export async function mountSms(app: FastifyInstance, deps: { config: Config; db: Db }): Promise<SmsCodes> {
  const repo = createSmsRepo(deps.db);
  if (deps.config.SMS_OUTBOX_READABLE) await app.register(smsOutboxRoutes, { outbox: repo });
  return createSmsCodes(repo, smsSender(deps.config, repo));
}
