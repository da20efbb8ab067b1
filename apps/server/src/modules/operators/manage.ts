import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import { createOperatorUser, OperatorUserExists } from './create-user.js';
import { issueEnrolmentCode } from './enrolment-code.js';
import type { OperatorRepo } from './repo.js';
import type { OperatorUser, OperatorUserRow } from './types.js';
import type { OperatorSessions } from './sessions.js';

export interface OperatorChange {
  displayName?: string;
  role?: OperatorUserRow['role'];
  siteIds?: number[];
  status?: OperatorUserRow['status'];
}

const auditable = (u: Pick<OperatorUserRow, 'displayName' | 'role' | 'status'>, siteIds: number[]) => ({
  display_name: u.displayName,
  role: u.role,
  status: u.status,
  site_ids: siteIds,
});

/**
 * Whether an editor may see and change an operator user: only one whose every site the editor holds too.
 * An owner of site 1 alone neither sees nor changes an owner of sites 1 and 2 (a record beyond their
 * sites is not found, as elsewhere in the admin API).
 */
export const withinSitesOf = (editor: Pick<OperatorUser, 'siteIds'>, siteIds: number[]) =>
  siteIds.every((id) => editor.siteIds.includes(id));

/**
 * An owner manages the operator users of their own operator whose sites they hold: create, rename,
 * change role, grant sites (only sites the owner holds), disable. Owners may not lock themselves out
 * (demote or disable themselves); a disabled user's sessions end at once. Every change is audited with
 * its site-less row.
 */
export function createOperatorManagement(deps: {
  db: Db;
  repo: OperatorRepo;
  audit: Audit;
  sessions: OperatorSessions;
}) {
  function checkSites(owner: OperatorUser, siteIds: number[] | undefined) {
    const foreign = siteIds?.filter((id) => !owner.siteIds.includes(id)) ?? [];
    if (foreign.length)
      throw adminErrors.forbidden(`site_ids: you may only grant your own sites (not ${foreign.join(', ')})`);
  }

  /** One operator user the editor may see, else 404. */
  async function one(editor: OperatorUser, id: number): Promise<OperatorUser> {
    const user = await deps.repo.byId(id);
    if (!user || user.operator !== editor.operator || !withinSitesOf(editor, user.siteIds)) {
      throw adminErrors.notFound('no such operator user');
    }
    return user;
  }

  return {
    one,

    async create(
      request: FastifyRequest,
      owner: OperatorUser,
      input: {
        username: string;
        password: string;
        displayName: string;
        role: OperatorUserRow['role'];
        siteIds: number[];
      },
    ): Promise<OperatorUser> {
      checkSites(owner, input.siteIds);
      try {
        return await createOperatorUser(
          deps,
          { ...input, operator: owner.operator },
          {
            kind: 'operator',
            write: (tx, created) =>
              deps.audit.record(tx, request, owner, {
                siteId: null,
                action: 'operator.create',
                targetType: 'operator',
                targetId: created.id,
                after: { username: created.username, ...auditable(created, created.siteIds) },
              }),
          },
        );
      } catch (err) {
        if (err instanceof OperatorUserExists) throw adminErrors.conflict(err.message, 'username');
        throw err;
      }
    },

    /**
     * A one-time enrolment code for an operator user the owner may see who has no two-factor yet; the
     * owner hands it over (the trail records that one was made, never the code).
     */
    async enrolmentCode(request: FastifyRequest, owner: OperatorUser, id: number) {
      const user = await one(owner, id);
      return deps.db.transaction(async (raw) => {
        const tx = raw as unknown as Tx;
        const issued = await issueEnrolmentCode(deps.repo, tx, user.id);
        if (!issued) throw adminErrors.conflict('this operator user has two-factor sign-in already, or is disabled');
        await deps.audit.record(tx, request, owner, {
          siteId: null,
          action: 'operator.enrolment_code',
          targetType: 'operator',
          targetId: user.id,
          after: { expires_at: issued.expiresAt.toISOString() },
        });
        return { enrolment_code: issued.code, expires_at: issued.expiresAt.toISOString() };
      });
    },

    async update(request: FastifyRequest, owner: OperatorUser, id: number, change: OperatorChange): Promise<void> {
      checkSites(owner, change.siteIds);
      if (Object.values(change).every((v) => v === undefined)) return;
      if (id === owner.id && ((change.role && change.role !== 'owner') || change.status === 'disabled')) {
        throw adminErrors.conflict('you may not demote or disable yourself; ask another owner');
      }
      const disabled = await deps.db.transaction(async (raw) => {
        const tx = raw as unknown as Tx;
        const before = await deps.repo.lock(tx, id, owner.operator);
        const sitesBefore = before ? await deps.repo.sitesOf(tx, id) : [];
        // Read under the row's lock: a grant made meanwhile by a wider owner is seen here.
        if (!before || !withinSitesOf(owner, sitesBefore)) throw adminErrors.notFound('no such operator user');
        await deps.repo.update(tx, id, {
          ...(change.displayName !== undefined ? { displayName: change.displayName } : {}),
          ...(change.role ? { role: change.role } : {}),
          ...(change.status ? { status: change.status } : {}),
        });
        if (change.siteIds) await deps.repo.replaceSites(tx, id, [...new Set(change.siteIds)]);
        const after = { ...before, ...change, displayName: change.displayName ?? before.displayName };
        await deps.audit.record(tx, request, owner, {
          siteId: null,
          action: 'operator.update',
          targetType: 'operator',
          targetId: id,
          before: auditable(before, sitesBefore),
          after: auditable(after, change.siteIds ?? sitesBefore),
        });
        return change.status === 'disabled' && before.status !== 'disabled';
      });
      if (disabled) await deps.sessions.endAll(id);
    },
  };
}

export type OperatorManagement = ReturnType<typeof createOperatorManagement>;
