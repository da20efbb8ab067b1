import { formatMinor, PAYMENT_CODES } from '@playdeck/contract';
import type { BankAccount, BankAccountsReply, PaymentRecordsReply, WithdrawInfoReply } from '@playdeck/contract';
import type { z } from 'zod';
import type { fbTrackingRequest, paymentRecordsRequest } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { Hook } from '../../lib/hooks.js';
import { msg } from '../../i18n/catalog.js';
import type { MemberRow } from '../identity/index.js';
import { HELD_WALLET } from '../wallet/index.js';
import type { WalletService } from '../wallet/index.js';
import type { AccountRow, AccountsRepo } from './accounts-repo.js';
import { bankNameOf, banksFor, MAX_ACCOUNTS } from './banks.js';
import type { CallbacksRepo } from './callbacks-repo.js';
import type { Deposits } from './deposits.js';
import { startOfDay } from './order-numbers.js';
import type { OrdersRepo } from './orders-repo.js';
import { maskAccount, paymentRecordOf } from './records.js';
import type { Turnover } from './turnover.js';
import type { WithdrawalRequests } from './withdrawals.js';

/** An account about to be bound, as the checks of `beforeAccountBound` see it. */
export interface BoundAccount {
  siteId: number;
  memberId: number;
  bankCode: string;
  accountNo: string;
}

const accountOf = (a: AccountRow, currency: string): BankAccount => ({
  id: a.id,
  kind: a.kind,
  bank_code: a.bankCode,
  bank_name: bankNameOf(currency, a.bankCode) ?? a.bankCode,
  account_no: maskAccount(a.accountNo),
  holder_name: a.holderName,
  created_at: a.createdAt.toISOString(),
});

const dayAfter = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000);

/** What the member's payment calls answer: their orders, accounts, withdrawal figures and events. */
export function createPaymentsMember(deps: {
  repo: OrdersRepo;
  accountsRepo: AccountsRepo;
  callbacks: CallbacksRepo;
  wallet: WalletService;
  turnover: Turnover;
  deposits: Deposits;
  withdrawals: WithdrawalRequests;
  /** Checks other modules add before an account is bound (player protection's marks). */
  beforeAccountBound: Hook<BoundAccount>;
}) {
  const { repo, accountsRepo } = deps;

  const accounts = {
    async list(m: MemberRow): Promise<BankAccountsReply> {
      const rows = await accountsRepo.list(m.siteId, m.id);
      return {
        list: rows.map((a) => accountOf(a, m.memberCurrency)),
        banks: banksFor(m.memberCurrency),
        max_accounts: MAX_ACCOUNTS,
      };
    },
    async add(
      m: MemberRow,
      b: { kind: 'bank' | 'ewallet'; bank_code: string; account_no: string; holder_name: string },
    ) {
      const bank = banksFor(m.memberCurrency).find((x) => x.code === b.bank_code && x.kind === b.kind);
      if (!bank)
        throw new ApiError(400, msg('validation.bank_not_offered', { field: 'bank_code' }), 400, {
          field: 'bank_code',
          rule: 'choice',
        });
      const values = {
        siteId: m.siteId,
        memberId: m.id,
        kind: b.kind,
        bankCode: b.bank_code,
        accountNo: b.account_no,
        holderName: b.holder_name,
      };
      await deps.beforeAccountBound.run(values);
      const id = await accountsRepo.add(values, MAX_ACCOUNTS);
      if (id === undefined) {
        const existing = (await accountsRepo.list(m.siteId, m.id)).some(
          (a) => a.bankCode === b.bank_code && a.accountNo === b.account_no,
        );
        throw existing
          ? new ApiError(PAYMENT_CODES.accountDuplicate, 'pay.err.account_duplicate')
          : new ApiError(PAYMENT_CODES.accountLimit, 'pay.err.account_limit');
      }
      return accountOf((await accountsRepo.find(m.siteId, m.id, id))!, m.memberCurrency);
    },
    remove: (m: MemberRow, id: number) => accountsRepo.remove(m.siteId, m.id, id),
  };

  return {
    deposits: deps.deposits,
    withdrawals: deps.withdrawals,
    accounts,

    async records(m: MemberRow, b: z.output<typeof paymentRecordsRequest>): Promise<PaymentRecordsReply> {
      const page = await repo.memberPage(
        {
          siteId: m.siteId,
          memberId: m.id,
          kind: b.kind,
          status: b.status,
          from: b.start_date ? new Date(`${b.start_date}T00:00:00Z`) : undefined,
          to: b.end_date ? dayAfter(b.end_date) : undefined,
        },
        (b.page - 1) * b.count,
        b.count,
      );
      return { list: page.rows.map(paymentRecordOf), total_count: page.total };
    },

    async order(m: MemberRow, orderNumber: string) {
      const o = await repo.byNumber(orderNumber);
      return o && o.memberId === m.id && o.siteId === m.siteId ? o : undefined;
    },

    async withdrawInfo(m: MemberRow): Promise<WithdrawInfoReply> {
      const money = (v: bigint) => formatMinor(v, m.memberCurrency);
      const rule = await deps.turnover.rule(m.siteId, m.memberCurrency);
      const [balances, left, today, list] = await Promise.all([
        deps.wallet.balances(m.siteId, m.id),
        deps.turnover.left(m.siteId, m.id, rule.turnoverMultiplier),
        repo.transaction((tx) => repo.memberWithdrawalsSince(tx, m.id, startOfDay())),
        accountsRepo.list(m.siteId, m.id),
      ]);
      return {
        currency: m.memberCurrency,
        balance: money(balances.get('') ?? 0n),
        held: money(balances.get(HELD_WALLET) ?? 0n),
        min_amount: money(rule.minAmount),
        max_amount: money(rule.maxAmount),
        daily_count: rule.dailyCount,
        daily_amount: money(rule.dailyAmount),
        used_today_count: today.count,
        used_today_amount: money(today.amount),
        turnover_left: money(left),
        has_withdraw_password: m.withdrawPasswordHash ? 1 : 0,
        accounts: list.map((a) => accountOf(a, m.memberCurrency)),
      };
    },

    /** The server-side conversion event: kept once per site, event name and id (the page may send it twice). */
    track: (siteId: number, memberId: number | null, b: z.output<typeof fbTrackingRequest>) =>
      deps.callbacks.conversion({
        siteId,
        memberId,
        eventId: b.eventID,
        eventName: b.eventName,
        eventTime: new Date(b.eventTime * 1000),
        payload: { userData: b.userData ?? {}, customData: b.customData ?? {} },
      }),
  };
}

export type PaymentsMember = ReturnType<typeof createPaymentsMember>;
