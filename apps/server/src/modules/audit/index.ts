import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { createAuditRepo } from './repo.js';
import { auditAdminRoutes } from './routes/admin.js';
import { createAudit } from './service.js';
import type { Audit } from './service.js';

export { createAudit } from './service.js';
export type { Audit, AuditEntry } from './types.js';

/** The append-only trail of admin writes, and its list for the console. */
export async function mountAudit(app: FastifyInstance, deps: { db: Db }): Promise<Audit> {
  const audit = createAudit(createAuditRepo(deps.db));
  await app.register(auditAdminRoutes, { audit });
  return audit;
}
