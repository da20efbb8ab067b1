import type { TransactionGroup } from '@playdeck/contract';

/**
 * The contract's TRANSACTION_GROUPS, in its order. Written out here because the contract's module that
 * holds them also builds its zod schemas, which this page would otherwise download (groups.test.ts keeps
 * the two lists equal).
 */
export const GROUPS = [
  'deposit',
  'withdrawal',
  'game',
  'activity',
  'award',
  'adjustment',
] as const satisfies readonly TransactionGroup[];
