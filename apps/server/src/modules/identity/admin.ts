import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Audit } from '../audit/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import { createMemberActivityRepo } from './admin-activity-repo.js';
import { createMemberAdminRepo } from './admin-repo.js';
import { createMemberAdmin } from './member-admin.js';
import type { MemberRow } from './member-repo.js';
import { memberActivityRoutes } from './routes/admin-activity.js';
import { memberAdminRoutes } from './routes/admin.js';
import { createSessionAdmin } from './session-admin.js';

/** Mounts the back office's member routes. */
export async function mountMemberAdmin(
  app: FastifyInstance,
  deps: {
    db: Db;
    audit: Audit;
    realtime: RealtimeHub;
    endAllSessions: (member: MemberRow, code: number) => Promise<void>;
  },
) {
  const repo = createMemberAdminRepo(deps.db);
  const admin = createMemberAdmin({ ...deps, repo });
  await app.register(memberAdminRoutes, { repo, admin });
  const activity = createMemberActivityRepo(deps.db);
  const sessions = createSessionAdmin({ ...deps, members: repo, activity });
  await app.register(memberActivityRoutes, { members: repo, activity, sessions });
  return {
    /** A member of the granted sites, as other domains' admin routes need it. */
    async memberOf(id: number, siteIds: number[]) {
      const member = await repo.byId(id, siteIds);
      return member && { id: member.id, siteId: member.siteId, currency: member.memberCurrency };
    },
  };
}
