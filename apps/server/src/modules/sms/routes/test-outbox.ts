import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SmsRepo } from '../repo.js';

/** A phone as the sandbox stored it: printable, short. A NUL reached PostgreSQL, which refused it (a 500). */
const outboxQuery = z.object({
  phone: z
    .string()
    .min(1)
    .max(32)
    .regex(/^[^\p{Cc}]+$/u, 'must have no control characters'),
});

/** Test-only (SMS_OUTBOX_READABLE, never in production): what the sandbox gateway delivered to a phone. */
export async function smsOutboxRoutes(
  app: FastifyInstance,
  opts: { outbox: Pick<SmsRepo, 'outboxOf'> },
): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/test/sms-outbox', { schema: { hide: true, querystring: outboxQuery } }, async (request) => {
      const rows = await opts.outbox.outboxOf(request.query.phone);
      return { code: 100, message: 'success', data: { list: rows } };
    });
}
