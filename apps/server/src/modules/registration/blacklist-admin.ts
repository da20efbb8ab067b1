import type { FastifyRequest } from 'fastify';
import type { BlacklistCreate, BlacklistRecord } from '@playdeck/contract/admin';
import { blacklistValue } from '@playdeck/contract/admin';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import { assertSite } from '../../lib/operator-sites.js';
import type { OperatorUser } from '../operators/types.js';
import type { BlacklistAdminRepo, BlacklistRow } from './blacklist-admin-repo.js';

const NOT_FOUND = 'no such blacklist entry on your sites';
const DUPLICATE = 'this site’s blacklist already has this value';

export const toBlacklistRecord = (row: BlacklistRow): BlacklistRecord => ({
  id: row.id,
  site_id: row.siteId,
  kind: row.kind,
  value: row.value,
});

/**
 * The owner's writes of the registration blacklist. A value is stored as registration compares it (the
 * contract's `blacklistValue`), so the next registration or profile edit with it is refused; each write
 * is audited in its own transaction. Registration reads the list from the database on every check.
 */
export function createBlacklistAdmin(deps: { db: Db; repo: BlacklistAdminRepo; audit: Audit }) {
  const { repo, audit } = deps;

  const record = (tx: Tx, request: FastifyRequest, actor: OperatorUser, action: string, row: BlacklistRow) =>
    audit.record(tx, request, actor, {
      siteId: row.siteId,
      action: `register_blacklist.${action}`,
      targetType: 'register_blacklist',
      targetId: row.id,
      ...(action === 'delete' ? { before: toBlacklistRecord(row) } : { after: toBlacklistRecord(row) }),
    });

  return {
    async create(request: FastifyRequest, actor: OperatorUser, body: BlacklistCreate): Promise<BlacklistRow> {
      assertSite(actor, body.site_id);
      const checked = blacklistValue(body.kind, body.value);
      if ('error' in checked) throw adminErrors.invalid('value', checked.error);
      return inTransaction(deps.db, async (tx) => {
        const row = await repo.insert(tx, { siteId: body.site_id, kind: body.kind, value: checked.value });
        if (!row) throw adminErrors.conflict(DUPLICATE, 'value');
        await record(tx, request, actor, 'create', row);
        return row;
      });
    },

    async remove(request: FastifyRequest, actor: OperatorUser, id: number): Promise<BlacklistRow> {
      return inTransaction(deps.db, async (tx) => {
        const gone = await repo.remove(tx, id, actor.siteIds);
        if (!gone) throw adminErrors.notFound(NOT_FOUND);
        await record(tx, request, actor, 'delete', gone);
        return gone;
      });
    },

    async one(actor: OperatorUser, id: number): Promise<BlacklistRow> {
      const row = await repo.byId(id, actor.siteIds);
      if (!row) throw adminErrors.notFound(NOT_FOUND);
      return row;
    },
  };
}

export type BlacklistAdmin = ReturnType<typeof createBlacklistAdmin>;
