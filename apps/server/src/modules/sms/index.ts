import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createHttpSender, createSandboxSender } from './sender.js';
import type { SmsSender } from './sender.js';

export function smsSender(config: Config, db: Db): SmsSender {
  if (config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL)
    return createHttpSender(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN);
  return createSandboxSender(db, {
    failureRate: config.SMS_SANDBOX_FAILURE_RATE,
    timeoutRate: config.SMS_SANDBOX_TIMEOUT_RATE,
  });
}
