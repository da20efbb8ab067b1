import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.js';
import type { EntryInput } from '../kinds.js';
import type { ContentService } from '../service.js';

const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Test-only (TEST_OPERATOR_ROUTES, refused in production): the operator's back office writing content,
 * so browser tests can change a banner and watch an open page follow.
 */
export async function contentOperatorRoutes(app: FastifyInstance, opts: { content: ContentService }): Promise<void> {
  app.post('/api/test/operator/content', async (request) => {
    const created = await opts.content.create(request.site, request.body as EntryInput);
    return ok({ id: created.id });
  });
  app.put('/api/test/operator/content/:id', async (request) => {
    const { id } = idParams.parse(request.params);
    const updated = await opts.content.update(request.site, id, request.body as EntryInput);
    return ok({ id: updated.id });
  });
  app.delete('/api/test/operator/content/:id', async (request) => {
    const { id } = idParams.parse(request.params);
    await opts.content.remove(request.site, id);
    return ok({});
  });
}
