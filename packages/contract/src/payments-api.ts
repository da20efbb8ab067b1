import { CALL_PATHS } from './call-paths.js';
import { call } from './call-spec.js';
import { emptyRequest } from './identity.js';
import {
  bankAccountAddRequest,
  bankAccountDeleteRequest,
  depositBankRequest,
  depositOnlineRequest,
  fbTrackingRequest,
  paymentRecordRequest,
  paymentRecordsRequest,
  withdrawPasswordRequest,
  withdrawRequest,
} from './payments.js';
import type {
  BankAccount,
  BankAccountsReply,
  DepositOnlineReply,
  PaymentChannelsReply,
  PaymentRecord,
  PaymentRecordsReply,
  WithdrawInfoReply,
} from './payments.js';

/** Deposits, withdrawals, the member's payout accounts and the conversion event (decision 0020). */
export const paymentCalls = {
  paymentChannels: call<typeof emptyRequest, PaymentChannelsReply>({
    path: CALL_PATHS.paymentChannels,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  depositOnline: call<typeof depositOnlineRequest, DepositOnlineReply>({
    path: CALL_PATHS.depositOnline,
    method: 'POST',
    request: depositOnlineRequest,
    auth: true,
  }),
  depositBank: call<typeof depositBankRequest, PaymentRecord>({
    path: CALL_PATHS.depositBank,
    method: 'POST',
    request: depositBankRequest,
    auth: true,
  }),
  paymentRecords: call<typeof paymentRecordsRequest, PaymentRecordsReply>({
    path: CALL_PATHS.paymentRecords,
    method: 'POST',
    request: paymentRecordsRequest,
    auth: true,
  }),
  paymentRecord: call<typeof paymentRecordRequest, PaymentRecord>({
    path: CALL_PATHS.paymentRecord,
    method: 'POST',
    request: paymentRecordRequest,
    auth: true,
  }),
  withdrawInfo: call<typeof emptyRequest, WithdrawInfoReply>({
    path: CALL_PATHS.withdrawInfo,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  withdraw: call<typeof withdrawRequest, PaymentRecord>({
    path: CALL_PATHS.withdraw,
    method: 'POST',
    request: withdrawRequest,
    auth: true,
  }),
  withdrawCancel: call<typeof paymentRecordRequest, PaymentRecord>({
    path: CALL_PATHS.withdrawCancel,
    method: 'POST',
    request: paymentRecordRequest,
    auth: true,
  }),
  bankAccounts: call<typeof emptyRequest, BankAccountsReply>({
    path: CALL_PATHS.bankAccounts,
    method: 'POST',
    request: emptyRequest,
    auth: true,
  }),
  bankAccountAdd: call<typeof bankAccountAddRequest, BankAccount>({
    path: CALL_PATHS.bankAccountAdd,
    method: 'POST',
    request: bankAccountAddRequest,
    auth: true,
  }),
  bankAccountDelete: call<typeof bankAccountDeleteRequest, { deleted: number }>({
    path: CALL_PATHS.bankAccountDelete,
    method: 'POST',
    request: bankAccountDeleteRequest,
    auth: true,
  }),
  withdrawPassword: call<typeof withdrawPasswordRequest, { is_withdraw_password: 1 }>({
    path: CALL_PATHS.withdrawPassword,
    method: 'POST',
    request: withdrawPasswordRequest,
    auth: true,
  }),
  fbTracking: call<typeof fbTrackingRequest, { received: 0 | 1 }>({
    path: CALL_PATHS.fbTracking,
    method: 'POST',
    request: fbTrackingRequest,
    auth: false,
  }),
} as const;
