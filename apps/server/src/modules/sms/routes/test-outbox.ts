import type { FastifyInstance } from 'fastify';
import type { SmsRepo } from '../repo.js';

/** Test-only (SMS_OUTBOX_READABLE, never in production): what the sandbox gateway delivered to a phone. */
export async function smsOutboxRoutes(
  app: FastifyInstance,
  opts: { outbox: Pick<SmsRepo, 'outboxOf'> },
): Promise<void> {
  app.get<{ Querystring: { phone?: string } }>('/api/test/sms-outbox', async (request) => {
    const phone = String(request.query.phone ?? '');
    const rows = await opts.outbox.outboxOf(phone);
    return { code: 100, message: 'success', data: { list: rows } };
  });
}
