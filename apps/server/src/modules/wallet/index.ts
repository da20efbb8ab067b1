import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RealtimeHub } from '../realtime/types.js';
import { createAdjustmentRepo } from './adjustments-repo.js';
import { createApprovalThreshold } from './approval-threshold.js';
import { createLedgerHistory } from './history.js';
import { createHistoryRepo } from './history-repo.js';
import { createLedger } from './ledger.js';
import { walletMemberRoutes } from './routes/member.js';
import { createWalletService } from './service.js';
import { createSumsRepo } from './sums-repo.js';
import type { WalletService } from './service.js';

export { mountWalletAdmin } from './admin.js';

export type { WalletService } from './service.js';
export type { BringBack, MoneyAttempt, MoneyMove } from './types.js';
export { GAME_RESULT_KINDS, SEAMLESS_KINDS, STAKE_KINDS } from './types.js';
export { holderOf } from './holder.js';
export { HELD_WALLET, InsufficientFunds } from './ledger.js';
export type { ApprovalThreshold } from './approval-threshold.js';

/** What one operator may move alone, per site and currency (payments asks it for its orders). */
export const approvalThresholdOf = (db: Db) => createApprovalThreshold(createAdjustmentRepo(db));

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
  }
}

/** The member's wallets and their ledger for the other domains, and the member's Transaction call. */
export function mountWallet(
  app: FastifyInstance,
  deps: { db: Db; realtime: RealtimeHub; onPosting?: (kind: string) => void },
): WalletService {
  const ledger = createLedger(deps.db, { onPosting: deps.onPosting });
  const wallet = createWalletService(ledger, deps.realtime, createSumsRepo(deps.db));
  app.decorate('wallet', wallet);
  walletMemberRoutes(app, { history: createLedgerHistory(createHistoryRepo(deps.db)) });
  return wallet;
}
