import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { sandboxSmsOutbox } from '../../db/schema/index.js';

/** Test-only (SMS_OUTBOX_READABLE, never in production): what the sandbox gateway delivered to a phone. */
export async function smsOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { phone?: string } }>('/api/test/sms-outbox', async (request) => {
    const phone = String(request.query.phone ?? '');
    const rows = await app.database.db
      .select({ body: sandboxSmsOutbox.body, created_at: sandboxSmsOutbox.createdAt })
      .from(sandboxSmsOutbox)
      .where(eq(sandboxSmsOutbox.phone, phone))
      .orderBy(desc(sandboxSmsOutbox.id))
      .limit(20);
    return { code: 100, message: 'success', data: { list: rows } };
  });
}
