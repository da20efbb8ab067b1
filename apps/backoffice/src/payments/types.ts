// The payments types the rest of the console uses: api/types.ts adds these actions to the data provider's type.
// They live here, not behind index.ts, because the screens behind index.ts import that type in turn.
import type { Identifier } from 'ra-core';

/** What the member did lately (GET /api/admin/payment-orders/:id/context); money as decimal strings. */
export interface PaymentMemberContext {
  balance: string;
  held: string;
  turnover_left: string;
  deposits_30d: string;
  withdrawals_30d: string;
  net_game_result_30d: string;
  registered_at: string;
  last_login_at: string | null;
}

export interface PaymentActions {
  /** POST /api/admin/payment-orders/:id/approve: credits a bank deposit, or pays a withdrawal out. */
  approvePaymentOrder(id: Identifier, note?: string): Promise<{ data: unknown }>;
  /** POST /api/admin/payment-orders/:id/reject: the note is what the member reads. */
  rejectPaymentOrder(id: Identifier, note: string): Promise<{ data: unknown }>;
  paymentMemberContext(id: Identifier): Promise<{ data: PaymentMemberContext }>;
  /** The bank deposit's receipt picture, read with the session like every call (an <img src> could not). */
  paymentReceipt(id: Identifier, signal?: AbortSignal): Promise<{ data: Blob }>;
}
