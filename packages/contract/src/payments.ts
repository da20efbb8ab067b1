import { z } from 'zod';
import { plainText, text } from './text.js';

/**
 * Deposits and withdrawals (decision 0020). One order table serves both directions; an order's `status`
 * follows the state machine below and every change is a history row on the server.
 *
 * deposit:    pending → paid | failed | cancelled | expired | rejected
 * withdrawal: pending (amount held) → paying → paid | failed (released)
 *             pending → rejected | cancelled (released)
 */
export const PAYMENT_KINDS = ['deposit', 'withdrawal'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATUSES = ['pending', 'paying', 'paid', 'failed', 'rejected', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const CHANNEL_KINDS = ['online', 'bank'] as const;
export type PaymentChannelKind = (typeof CHANNEL_KINDS)[number];
export const ACCOUNT_KINDS = ['bank', 'ewallet'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Business codes of the payment calls; the page shows its own text for each. */
export const PAYMENT_CODES = {
  channelUnavailable: 3101,
  amountOutOfRange: 3102,
  dailyLimitReached: 3103,
  gatewayUnavailable: 3104,
  orderNotFound: 3105,
  tooManyPending: 3106,
  withdrawPasswordNotSet: 3111,
  withdrawPasswordWrong: 3112,
  accountNotFound: 3113,
  insufficientBalance: 3114,
  turnoverNotMet: 3115,
  withdrawDailyCount: 3116,
  withdrawDailyAmount: 3117,
  notCancellable: 3118,
  withdrawPasswordLocked: 3119,
  accountLimit: 3121,
  accountDuplicate: 3122,
} as const;

/** A positive decimal amount in the member's currency ("100.00"); the server checks its decimals per currency. */
export const paymentAmount = text().regex(/^\d{1,12}(\.\d{1,4})?$/, 'a positive decimal such as 100.00');
/** Made once per form by the page: a double submit finds the first order instead of making a second. */
export const paymentRequestId = text().regex(/^[\w-]{8,64}$/, '8-64 letters, digits, _ or -');
const orderNumber = text().regex(/^[A-Z0-9]{8,32}$/, 'an order number');
const fourDigits = text().regex(/^\d{4}$/, 'four digits');
const isoDate = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

export const depositOnlineRequest = z.strictObject({
  channel_id: z.number().int().positive().max(2_147_483_647),
  amount: paymentAmount,
  request_id: paymentRequestId,
});

/** A receipt picture as a data URL (PNG, JPEG or WebP), at most about 180 KB of base64. */
export const RECEIPT_MAX_CHARS = 240_000;
export const depositBankRequest = z.strictObject({
  channel_id: z.number().int().positive().max(2_147_483_647),
  amount: paymentAmount,
  sender_name: plainText().trim().min(1).max(100),
  /** When the member made the transfer (ISO time). */
  transferred_at: text()
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v)), 'a date and time'),
  receipt: text()
    .max(RECEIPT_MAX_CHARS)
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, 'a PNG, JPEG or WebP picture')
    .optional(),
  request_id: paymentRequestId,
});

export const paymentRecordsRequest = z.strictObject({
  kind: z.enum(PAYMENT_KINDS).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  count: z.number().int().min(1).max(100).default(20),
});
export const paymentRecordRequest = z.strictObject({ order_number: orderNumber });

export const withdrawRequest = z.strictObject({
  amount: paymentAmount,
  account_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  withdraw_password: fourDigits,
  request_id: paymentRequestId,
});

export const bankAccountAddRequest = z.strictObject({
  kind: z.enum(ACCOUNT_KINDS),
  /** One of the banks (or e-wallets) `bank_accounts` offers for the member's currency. */
  bank_code: text().regex(/^[A-Za-z0-9]{2,11}$/, 'a bank code'),
  account_no: text().regex(/^[A-Za-z0-9-]{4,34}$/, '4-34 letters, digits or -'),
  holder_name: plainText().trim().min(1).max(100),
  /** Who can add where money goes must know the withdraw password (a stolen session alone cannot). */
  withdraw_password: fourDigits,
});
export const bankAccountDeleteRequest = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * Sets the withdraw password, or changes it: the old one is then required, or the login password, which
 * also lifts the lock a day's wrong guesses put on it.
 */
export const withdrawPasswordRequest = z.strictObject({
  old_withdraw_password: fourDigits.optional(),
  login_password: text().min(1).max(128).optional(),
  withdraw_password: fourDigits,
});

/** The server-side conversion event: the page's pixel event again, de-duplicated by `eventID`. */
export const fbTrackingRequest = z.strictObject({
  eventName: text().regex(/^[A-Za-z_][\w]{0,39}$/, 'an event name'),
  eventTime: z.number().int().min(0).max(99_999_999_999),
  eventID: text().regex(/^[\w.:-]{1,64}$/, 'an event id'),
  userData: z.record(text().max(40), z.union([text().max(200), z.number()])).optional(),
  customData: z.record(text().max(40), z.union([text().max(200), z.number()])).optional(),
});

export interface PaymentChannel {
  id: number;
  kind: PaymentChannelKind;
  name: string;
  min_amount: string;
  max_amount: string;
  quick_amounts: string[];
  /** Per mille of the amount kept as the channel's fee: the member is credited the amount less it (0 when none). */
  fee_rate_permille: number;
  /** The operator's receiving account (bank channels only). */
  bank: { bank_name: string; account_name: string; account_no: string; branch: string } | null;
}

export interface PaymentChannelsReply {
  currency: string;
  channels: PaymentChannel[];
  need_bank_account_deposit_verified: 0 | 1;
}

export interface PaymentRecord {
  order_number: string;
  kind: PaymentKind;
  status: PaymentStatus;
  channel_name: string;
  currency: string;
  amount: string;
  fee: string;
  /** Bank deposits: the sender's name; withdrawals: the account paid, masked. */
  detail: string;
  note: string;
  created_at: string;
  updated_at: string;
}

export interface PaymentRecordsReply {
  list: PaymentRecord[];
  total_count: number;
}

export interface DepositOnlineReply {
  order_number: string;
  /** The gateway's hosted payment page; the page opens it in the window it opened through /loading. */
  pay_url: string;
}

export interface BankAccount {
  id: number;
  kind: AccountKind;
  bank_code: string;
  bank_name: string;
  /** Masked: only the last four characters. */
  account_no: string;
  holder_name: string;
  created_at: string;
}

export interface BankChoice {
  code: string;
  name: string;
  kind: AccountKind;
}

export interface BankAccountsReply {
  list: BankAccount[];
  banks: BankChoice[];
  max_accounts: number;
}

export interface WithdrawInfoReply {
  currency: string;
  balance: string;
  held: string;
  min_amount: string;
  max_amount: string;
  daily_count: number;
  daily_amount: string;
  used_today_count: number;
  used_today_amount: string;
  /** What must still be wagered before a withdrawal (0 when none). */
  turnover_left: string;
  has_withdraw_password: 0 | 1;
  accounts: BankAccount[];
}
