import type { FastifyRequest } from 'fastify';
import { RESULT } from '@playdeck/contract';
import type { Db, Tx } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { MemberAdminRepo } from './admin-repo.js';
import type { MemberActivityRepo } from './admin-activity-repo.js';
import { privateChannels } from './login-service.js';

/**
 * An operator ends one of a member's live sessions: revoked and audited in one transaction; when it was
 * still live, the member's open pages on it are signed out after the commit.
 */
export function createSessionAdmin(deps: {
  db: Db;
  members: MemberAdminRepo;
  activity: MemberActivityRepo;
  audit: Audit;
  realtime: RealtimeHub;
}) {
  return {
    async endSession(request: FastifyRequest, actor: OperatorUser, id: number, reason: string): Promise<void> {
      const session = await deps.activity.sessionById(id);
      const member = session && (await deps.members.byId(session.memberId, actor.siteIds));
      if (!session || !member) throw adminErrors.notFound('no such session on your sites');
      const ended = await deps.db.transaction(async (raw) => {
        const tx = raw as unknown as Tx;
        if (!(await deps.activity.revokeSession(tx, session.id))) return false;
        await deps.audit.record(tx, request, actor, {
          siteId: member.siteId,
          action: 'member.session.end',
          targetType: 'member',
          targetId: member.id,
          before: { session_id: session.id, device: session.device },
          reason,
        });
        return true;
      });
      if (ended) {
        deps.realtime.signOut([session.id], privateChannels(member), RESULT.unauthorized);
      }
    },
  };
}

export type SessionAdmin = ReturnType<typeof createSessionAdmin>;
