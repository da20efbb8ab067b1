import type { PaymentKind, PaymentStatus } from '@playdeck/contract';

/**
 * The contract's kinds and statuses, spelled here because their module carries zod schemas that these
 * lazy pages do not load; statuses.test.ts keeps the lists equal to the contract's.
 */
export const KINDS = ['deposit', 'withdrawal'] as const satisfies readonly PaymentKind[];
export const STATUSES = [
  'pending',
  'paying',
  'paid',
  'failed',
  'rejected',
  'cancelled',
  'expired',
] as const satisfies readonly PaymentStatus[];

export type StatusTone = 'waiting' | 'done' | 'failed' | 'closed';

/** The colour of a status chip: waiting (amber), done (green), failed (red), closed (grey). */
export function statusTone(status: PaymentStatus): StatusTone {
  switch (status) {
    case 'pending':
    case 'paying':
      return 'waiting';
    case 'paid':
      return 'done';
    case 'failed':
    case 'rejected':
      return 'failed';
    case 'cancelled':
    case 'expired':
      return 'closed';
  }
}

/** A withdrawal can be cancelled by the member only before the payout started. */
export const isCancellable = (record: { kind: PaymentKind; status: PaymentStatus }) =>
  record.kind === 'withdrawal' && record.status === 'pending';
