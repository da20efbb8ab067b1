import type { FastifyRequest } from 'fastify';
import type { HarmMarker, ProtectionFlagRecord } from '@playdeck/contract/admin';
import type { Tx } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { FlagFilter, FlagRow, FlagsRepo, RaisedFlag } from './flags-repo.js';

export const flagRecordOf = (f: FlagRow, account: string): ProtectionFlagRecord => ({
  id: f.id,
  site_id: f.siteId,
  member_id: f.memberId,
  member_account: account,
  kind: f.kind as HarmMarker,
  detail: f.detail,
  raised_at: f.raisedAt.toISOString(),
  state: f.reviewedAt ? 'reviewed' : 'open',
  reviewed_at: f.reviewedAt?.toISOString() ?? null,
  reviewed_by: f.reviewedBy,
  note: f.note,
});

/**
 * Markers of harm for a person to look at. One open flag per member and kind: raising it again while it
 * is open changes nothing, so a job that runs every few minutes does not bury the list; once reviewed, the
 * next run may raise it again if the behaviour goes on.
 */
export function createFlags(repo: FlagsRepo, audit: Audit) {
  return {
    raise: (flag: RaisedFlag, now: Date, tx?: Tx) => repo.raise(flag, now, tx),

    async list(f: FlagFilter, page: { offset: number; limit: number }, order: 'ASC' | 'DESC') {
      const { rows, total } = await repo.list(f, page, order);
      return { rows: rows.map((r) => flagRecordOf(r.flag, r.account)), total };
    },

    async one(id: number, siteIds: number[]): Promise<ProtectionFlagRecord> {
      const row = await repo.byId(id, siteIds);
      if (!row) throw adminErrors.notFound('no such flag on your sites');
      return flagRecordOf(row.flag, row.account);
    },

    /** A person looked at the flag and says what they did; once only. */
    async review(request: FastifyRequest, user: OperatorUser, id: number, note: string) {
      const found = await repo.byId(id, user.siteIds);
      if (!found) throw adminErrors.notFound('no such flag on your sites');
      return repo.transaction(async (tx) => {
        const row = await repo.review(tx, id, user.username, note, new Date());
        if (!row) throw adminErrors.conflict('this flag was already reviewed');
        const after = flagRecordOf(row, found.account);
        await audit.record(tx, request, user, {
          siteId: row.siteId,
          action: 'protection_flag.review',
          targetType: 'member',
          targetId: row.memberId,
          before: flagRecordOf(found.flag, found.account),
          after,
          reason: note,
        });
        return after;
      });
    },
  };
}

export type Flags = ReturnType<typeof createFlags>;
