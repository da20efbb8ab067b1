import type { FastifyRequest } from 'fastify';
import { LOGIN_CODES, RESULT } from '@playdeck/contract';
import type { Db } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { Tx } from '../../db/client.js';
import type { MemberAdminRepo } from './admin-repo.js';
import type { MemberRow } from './member-repo.js';

type MemberStatus = MemberRow['status'];

/** What an operator may see of a member's row in the audit trail's before/after. */
const auditable = (m: MemberRow) => ({
  status: m.status,
  first_login_to_change_password: m.firstLoginToChangePassword,
  has_withdraw_password: m.withdrawPasswordHash !== null,
});

const ENDED_CODE: Record<MemberStatus, number> = {
  active: RESULT.unauthorized,
  disabled: LOGIN_CODES.accountDisabled,
  frozen: LOGIN_CODES.accountFrozen,
};

/**
 * An operator's actions on a member account. Each is one transaction: the member row locked, changed,
 * and its audit row appended; sessions end after the commit, and the member's open pages are told.
 */
export function createMemberAdmin(deps: {
  db: Db;
  repo: MemberAdminRepo;
  audit: Audit;
  endAllSessions: (member: MemberRow, code: number) => Promise<void>;
}) {
  type Change = (tx: Tx, member: MemberRow) => Promise<MemberRow>;

  async function change(
    request: FastifyRequest,
    actor: OperatorUser,
    id: number,
    action: string,
    reason: string,
    apply: Change,
  ) {
    return deps.db.transaction(async (raw) => {
      const tx = raw as unknown as Tx;
      const before = await deps.repo.lock(tx, id, actor.siteIds);
      if (!before) throw adminErrors.notFound('no such member on your sites');
      const after = await apply(tx, before);
      await deps.audit.record(tx, request, actor, {
        siteId: before.siteId,
        action,
        targetType: 'member',
        targetId: id,
        before: auditable(before),
        after: auditable(after),
        reason,
      });
      return after;
    });
  }

  return {
    /** Enable, disable (login 102) or freeze (103): a blocked member's sessions end at once. */
    async setStatus(request: FastifyRequest, actor: OperatorUser, id: number, status: MemberStatus, reason: string) {
      const member = await change(request, actor, id, `member.status.${status}`, reason, (tx) =>
        deps.repo.update(tx, id, { status }),
      );
      if (status !== 'active') await deps.endAllSessions(member, ENDED_CODE[status]);
      return member;
    },

    /** Forgets failed logins of the account, so a member locked out by guesses may log in now. */
    unlock: (request: FastifyRequest, actor: OperatorUser, id: number, reason: string) =>
      change(request, actor, id, 'member.unlock', reason, async (tx, member) => {
        await deps.repo.unlock(tx, member);
        return member;
      }),

    /** The next login must set a new password (first_login_to_change_password). */
    forcePasswordChange: (request: FastifyRequest, actor: OperatorUser, id: number, reason: string) =>
      change(request, actor, id, 'member.force_password_change', reason, (tx) =>
        deps.repo.update(tx, id, { firstLoginToChangePassword: true }),
      ),

    /** Clears the withdraw password: the member sets a new one before the next withdrawal. */
    resetWithdrawPassword: (request: FastifyRequest, actor: OperatorUser, id: number, reason: string) =>
      change(request, actor, id, 'member.reset_withdraw_password', reason, (tx) =>
        deps.repo.update(tx, id, { withdrawPasswordHash: null }),
      ),
  };
}

export type MemberAdmin = ReturnType<typeof createMemberAdmin>;
