import { formatMinor } from '@playdeck/contract';
import type { PaymentRecord } from '@playdeck/contract';
import type { OrderRow } from './orders-repo.js';

/** Only the last four characters of an account number reach a page. */
export const maskAccount = (no: string) => `•••• ${no.slice(-4)}`;

export function paymentRecordOf(o: OrderRow): PaymentRecord {
  return {
    order_number: o.orderNumber,
    kind: o.kind,
    status: o.status as PaymentRecord['status'],
    channel_name: o.channelName,
    currency: o.currency,
    amount: formatMinor(o.amount, o.currency),
    fee: formatMinor(o.fee, o.currency),
    detail: o.kind === 'withdrawal' && o.payoutAccount ? maskAccount(o.payoutAccount.accountNo) : o.senderName,
    note: o.status === 'rejected' || o.status === 'failed' ? o.note : '',
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}
