import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Audit } from '../audit/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import { createAdjustments } from './adjustments.js';
import type { AdjustedMember } from './adjustments.js';
import { createAdjustmentRepo } from './adjustments-repo.js';
import type { Ledger } from './ledger.js';
import { createLedgerAdmin } from './ledger-admin.js';
import type { BringBack } from './types.js';
import type { Port } from '../../lib/hooks.js';
import { createLedgerAdminRepo } from './ledger-admin-repo.js';
import { ledgerAdminRoutes } from './routes/admin-ledger.js';
import { adjustmentAdminRoutes } from './routes/admin.js';

/** Mounts the back office's money routes: manual adjustments with four-eyes approval. */
export async function mountWalletAdmin(
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Pick<Ledger, 'postIn'>;
    mainBalance: (siteId: number, memberId: number) => Promise<bigint>;
    audit: Audit;
    realtime: RealtimeHub;
    memberOf: (id: number, siteIds: number[]) => Promise<AdjustedMember | undefined>;
    bringBack: Port<BringBack>;
  },
) {
  const adjustments = createAdjustments({ ...deps, repo: createAdjustmentRepo(deps.db) });
  await app.register(adjustmentAdminRoutes, { adjustments });
  const repo = createLedgerAdminRepo(deps.db);
  const admin = createLedgerAdmin({ ...deps, repo });
  await app.register(ledgerAdminRoutes, { repo, admin, memberOf: deps.memberOf });
}
