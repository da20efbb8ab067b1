import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enrolmentCodeReply,
  idParams,
  operatorCreate,
  operatorListQuery,
  operatorRecord,
  operatorUpdate,
  pageOf,
} from '@playdeck/contract/admin';
import type { OperatorRecord } from '@playdeck/contract/admin';
import { sendPage } from '../../../lib/admin-list.js';
import type { OperatorManagement } from '../manage.js';
import type { OperatorRepo } from '../repo.js';
import type { OperatorUser } from '../types.js';

const toRecord = (u: OperatorUser): OperatorRecord => ({
  id: u.id,
  username: u.username,
  display_name: u.displayName,
  role: u.role,
  site_ids: u.siteIds,
  status: u.status,
  totp_enabled: Boolean(u.totpEnabledAt),
  last_sign_in_at: u.lastSignInAt?.toISOString() ?? null,
});

/** Owners manage the operator users of their operator. */
export async function operatorAdminRoutes(
  app: FastifyInstance,
  opts: { repo: OperatorRepo; manage: OperatorManagement },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operators'];
  const config = { access: 'operators.manage' as const };
  const one = async (editor: OperatorUser, id: number) => toRecord(await opts.manage.one(editor, id));

  r.get(
    '/api/admin/operators',
    { config, schema: { tags, querystring: operatorListQuery, response: { 200: z.array(operatorRecord) } } },
    async (request, reply) => {
      const { filter = {}, sort = ['id', 'ASC'] as const, range } = request.query;
      const page = pageOf(range);
      const editor = request.operator();
      const { rows, total } = await opts.repo.list(
        editor.operator,
        editor.siteIds,
        { role: filter.role, status: filter.status, ids: filter.id },
        sort,
        page,
      );
      return sendPage(reply, 'operators', page, rows.map(toRecord), total);
    },
  );

  r.get(
    '/api/admin/operators/:id',
    { config, schema: { tags, params: idParams, response: { 200: operatorRecord } } },
    async (request) => one(request.operator(), request.params.id),
  );

  r.post(
    '/api/admin/operators',
    { config, schema: { tags, body: operatorCreate, response: { 200: operatorRecord } } },
    async (request) => {
      const b = request.body;
      const created = await opts.manage.create(request, request.operator(), {
        username: b.username,
        password: b.password,
        displayName: b.display_name,
        role: b.role,
        siteIds: b.site_ids,
      });
      return toRecord(created);
    },
  );

  r.post(
    '/api/admin/operators/:id/enrolment-code',
    {
      config,
      schema: { tags, params: idParams, body: z.strictObject({}), response: { 200: enrolmentCodeReply } },
    },
    async (request) => opts.manage.enrolmentCode(request, request.operator(), request.params.id),
  );

  r.put(
    '/api/admin/operators/:id',
    { config, schema: { tags, params: idParams, body: operatorUpdate, response: { 200: operatorRecord } } },
    async (request) => {
      const owner = request.operator();
      const b = request.body;
      await opts.manage.update(request, owner, request.params.id, {
        displayName: b.display_name,
        role: b.role,
        siteIds: b.site_ids,
        status: b.status,
      });
      return one(owner, request.params.id);
    },
  );
}
