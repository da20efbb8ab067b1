import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditListQuery, auditRecord, pageOf } from '@playdeck/contract/admin';
import { sendPage } from '../../../lib/admin-list.js';
import type { Audit } from '../service.js';
import type { AuditRow } from '../repo.js';

const toRecord = (r: AuditRow) => ({
  id: r.id,
  at: r.at.toISOString(),
  operator_id: r.actorId,
  operator_username: r.actorUsername,
  role: r.actorRole,
  site_id: r.siteId,
  action: r.action,
  target_type: r.targetType,
  target_id: r.targetId,
  before: r.before,
  after: r.after,
  reason: r.reason,
  ip: r.ip,
});

/** GET /api/admin/audit: the trail of the sites the reader was granted (owners also see account changes). */
export async function auditAdminRoutes(app: FastifyInstance, opts: { audit: Audit }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit',
    {
      config: { access: 'audit.read' },
      schema: { tags: ['audit'], querystring: auditListQuery, response: { 200: z.array(auditRecord) } },
    },
    async (request, reply) => {
      const user = request.operator();
      const { filter = {}, sort = ['id', 'DESC'] as const, range } = request.query;
      if (filter.site_id !== undefined) request.assertSite(filter.site_id);
      const page = pageOf(range);
      const { rows, total } = await opts.audit.list(
        {
          operator: user.operator,
          siteIds: user.siteIds,
          withoutSite: user.role === 'owner',
          siteId: filter.site_id,
          actorId: filter.operator_id,
          action: filter.action,
          targetType: filter.target_type,
          targetId: filter.target_id === undefined ? undefined : String(filter.target_id),
          from: filter.from ? new Date(filter.from) : undefined,
          to: filter.to ? new Date(filter.to) : undefined,
        },
        sort,
        page,
      );
      return sendPage(reply, 'audit', page, rows.map(toRecord), total);
    },
  );
}
