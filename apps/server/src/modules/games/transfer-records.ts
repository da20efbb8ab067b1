import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import type { Jobs } from '../jobs/index.js';
import type { WalletService } from '../wallet/index.js';
import type { ProviderClient } from './provider-client.js';
import type { NewTransfer, TransferRepo, TransferRow } from './transfer-repo.js';

export type { TransferRow } from './transfer-repo.js';

export interface MemberRef {
  siteId: number;
  memberId: number;
  currency: string;
}

/** A transfer the member asked for by amount (MyWallet), under an id made from their request id. */
export interface TransferAsked {
  amount: bigint;
  id: string;
}

/** Another transfer for this member and provider has not settled yet. */
export class TransferBusy extends Error {}

export type TransferResult =
  | { state: 'settled'; transfer: TransferRow }
  | { state: 'failed'; transfer: TransferRow }
  | { state: 'pending'; transfer: TransferRow }
  | { state: 'nothing' };

/** What every transfer use case works with. */
export interface TransferDeps {
  repo: TransferRepo;
  wallet: Pick<WalletService, 'postIn' | 'balanceIn' | 'lockMainBalance' | 'mainMinor' | 'beforeMoney'>;
  provider: ProviderClient;
  jobs: Jobs;
  log: FastifyBaseLogger;
  /** Called after a settlement changed the main wallet. */
  onMainChanged: (m: MemberRef) => void;
}

/** A ledger posting of one step of a transfer; the transfer id and step make it idempotent. */
export const transferPosting = (
  t: TransferRow,
  wallet: 'main' | 'provider',
  amount: bigint,
  kind: string,
  step: string,
) => ({
  siteId: t.siteId,
  memberId: t.memberId,
  currency: t.currency,
  provider: wallet === 'main' ? '' : t.gpId,
  amount,
  kind,
  reference: t.id,
  idempotencyKey: `game-transfer:${t.id}:${step}`,
});

/** Records a transfer; a unique violation means another one of the member and provider is pending. */
export async function recordTransfer(deps: TransferDeps, tx: Tx, row: NewTransfer): Promise<TransferRow> {
  try {
    return await deps.repo.insert(tx, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new TransferBusy('a transfer is still settling');
    throw err;
  }
}
