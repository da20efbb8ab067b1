/**
 * What the site needs from a payment gateway, whichever it is. Every call that can change something at
 * the gateway answers `unknown` when it cannot tell whether it did (a timeout, a dropped connection):
 * the caller keeps the order as it is and asks again later, never assuming either outcome.
 */
export type CallOutcome<T> = { kind: 'done'; value: T } | { kind: 'refused'; reason: string } | { kind: 'unknown' };

export interface GatewayOrderState {
  status: 'created' | 'processing' | 'paid' | 'failed' | 'cancelled' | 'expired';
  amount: bigint;
  paidAmount: bigint;
  currency: string;
  gatewayTxId: string | null;
}

export interface GatewayPayoutState {
  status: 'processing' | 'paid' | 'failed';
  amount: bigint;
  currency: string;
  gatewayTxId: string | null;
  failureReason: string | null;
}

export interface PayoutAccount {
  bankCode: string;
  accountNo: string;
  holderName: string;
}

export interface PaymentGateway {
  /** Names the gateway in `payment_orders.gateway` (the de-duplication is per gateway). */
  readonly name: string;
  createOrder(o: {
    orderNumber: string;
    siteId: number;
    amount: bigint;
    currency: string;
    returnUrl: string;
  }): Promise<CallOutcome<{ gatewayOrderId: string; payUrl: string }>>;
  /** `done` with undefined: the gateway has no such order (the create never reached it). */
  queryOrder(orderNumber: string): Promise<CallOutcome<GatewayOrderState | undefined>>;
  createPayout(p: {
    payoutNumber: string;
    siteId: number;
    amount: bigint;
    currency: string;
    account: PayoutAccount;
  }): Promise<CallOutcome<{ gatewayPayoutId: string }>>;
  queryPayout(payoutNumber: string): Promise<CallOutcome<GatewayPayoutState | undefined>>;
  /** Whether a callback's headers sign its raw body with this gateway's secret, in constant time. */
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string, nowMs: number): CallbackCheck;
}

export type CallbackCheck = { ok: true; nonce: string } | { ok: false; problem: 'bad_signature' | 'stale' };
