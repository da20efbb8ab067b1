import type { FastifyInstance } from 'fastify';
import type { GatewayFaults } from '@playdeck/sandbox-gateway';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import type { Roulette } from '../activities/types.js';
import type { Audit } from '../audit/types.js';
import type { Identity } from '../identity/index.js';
import type { Jobs } from '../jobs/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import { approvalThresholdOf } from '../wallet/index.js';
import type { WalletService } from '../wallet/index.js';
import { createAccountsRepo } from './accounts-repo.js';
import { createPaymentsAdmin } from './admin.js';
import { createPaymentsAdminRepo } from './admin-repo.js';
import { createCallbackReceiver } from './callbacks.js';
import type { CallbackAnswer } from './callbacks.js';
import { createCallbacksRepo } from './callbacks-repo.js';
import { createCrediting, createNotices } from './credit.js';
import type { DepositCredited } from './credit.js';
import { createProtectionTotalsRepo } from './protection-totals-repo.js';
import type { BoundAccount } from './member.js';
import { createHook } from '../../lib/hooks.js';
import { createDeposits } from './deposits.js';
import { mountEmbeddedGateway } from './embedded-gateway.js';
import type { PaymentGateway } from './gateway.js';
import { createPaymentsMember } from './member.js';
import { createOnlineDeposits } from './online-deposits.js';
import { createOrdersRepo } from './orders-repo.js';
import { createPayouts } from './payouts.js';
import { createPaymentsReconciler } from './reconcile.js';
import { PAYMENTS_RECONCILE_JOB, PAYMENTS_RECONCILE_SECONDS } from './reconcile-timing.js';
import { paymentOrderAdminRoutes } from './routes/admin-orders.js';
import { paymentSettingsAdminRoutes } from './routes/admin-settings.js';
import { paymentMemberRoutes } from './routes/member.js';
import { createSettingsRepo } from './settings-repo.js';
import { createTurnover } from './turnover.js';
import { createWithdrawalMoney, createWithdrawalRequests } from './withdrawals.js';

export type { DepositCredited } from './credit.js';
export type { BoundAccount } from './member.js';
export interface PaymentsDeps {
  config: Config;
  identity: Identity;
  wallet: WalletService;
  realtime: RealtimeHub;
  jobs: Jobs;
  audit: Audit;
  roulette: Roulette;
  siteCurrencies: (siteId: number) => Promise<string[] | undefined>;
}

/**
 * Deposits and withdrawals (decision 0020): channels and rules, orders with their state machine, the
 * gateway (the embedded sandbox outside production), its callbacks, the reconciler, and the calls.
 */
export async function mountPayments(app: FastifyInstance, deps: PaymentsDeps) {
  const db = app.database.db;
  const repo = createOrdersRepo(db);
  const settings = createSettingsRepo(db);
  const callbacksRepo = createCallbacksRepo(db);
  const accountsRepo = createAccountsRepo(db);
  const notices = createNotices(deps.realtime);

  // The gateway calls back into what is built below; until then nothing can reach it.
  let receive: ((headers: Record<string, string>, rawBody: string) => Promise<CallbackAnswer>) | undefined;
  let gateway: PaymentGateway | undefined;
  let faults: GatewayFaults | undefined;
  if (deps.config.SANDBOX_PAYMENT_GATEWAY) {
    const embedded = await mountEmbeddedGateway(app, {
      config: deps.config,
      receive: async (headers, rawBody) => (receive ? receive(headers, rawBody) : { status: 503, body: 'starting' }),
    });
    gateway = embedded.gateway;
    faults = embedded.faults;
  }

  const depositCredited = createHook<DepositCredited>();
  depositCredited.add(
    async ({ tx, order, credited }) => void (await deps.roulette.grantForDepositIn(tx, order, credited)),
  );
  const credit = createCrediting({ repo, wallet: deps.wallet, notices, credited: depositCredited });
  const deposits = createDeposits({ repo, settings, gateway, credit, notices, beforeMoney: deps.wallet.beforeMoney });
  const onlineDeposits = createOnlineDeposits({ repo, problems: callbacksRepo, credit, notices, gateway });
  const money = createWithdrawalMoney({ repo, wallet: deps.wallet, notices });
  const payouts = createPayouts({ repo, gateway, money, notices });
  const turnover = createTurnover({ wallet: deps.wallet, settings });
  const withdrawals = createWithdrawalRequests({
    repo,
    accounts: accountsRepo,
    wallet: deps.wallet,
    turnover,
    withdrawPassword: deps.identity.withdrawPassword,
    money,
    notices,
  });
  if (gateway) {
    receive = createCallbackReceiver({ gateway, repo, problems: callbacksRepo, deposits: onlineDeposits, payouts });
  }
  const reconcileDue = createPaymentsReconciler({
    repo,
    problems: callbacksRepo,
    deposits: onlineDeposits,
    payouts,
    log: app.log,
  });
  await deps.jobs.work(PAYMENTS_RECONCILE_JOB, async () => void (await reconcileDue()));
  await deps.jobs.every(PAYMENTS_RECONCILE_JOB, PAYMENTS_RECONCILE_SECONDS);

  const beforeAccountBound = createHook<BoundAccount>();
  const member = createPaymentsMember({
    beforeAccountBound,
    repo,
    accountsRepo,
    callbacks: callbacksRepo,
    wallet: deps.wallet,
    turnover,
    deposits,
    withdrawals,
  });
  await app.register(paymentMemberRoutes, { identity: deps.identity, payments: member });
  const admin = createPaymentsAdmin({
    settings,
    orders: repo,
    audit: deps.audit,
    deposits,
    money,
    payouts,
    notices,
    siteCurrencies: deps.siteCurrencies,
    threshold: approvalThresholdOf(db),
  });
  await app.register(paymentSettingsAdminRoutes, { admin, settings, turnover, siteCurrencies: deps.siteCurrencies });
  await app.register(paymentOrderAdminRoutes, {
    admin,
    adminRepo: createPaymentsAdminRepo(db),
    orders: repo,
    callbacks: callbacksRepo,
    turnover,
    wallet: deps.wallet,
  });

  const totals = createProtectionTotalsRepo(db);
  const payments = {
    reconcileDue,
    receive: (h: Record<string, string>, b: string) => receive!(h, b),
    faults,
    gateway,
    /** A member's deposit orders that count towards a deposit limit, since each of `sinces` (player protection). */
    depositTotals: (key: { siteId: number; memberId: number }, sinces: Date[], tx: Tx = db) =>
      totals.memberDepositTotals(tx, key.siteId, key.memberId, sinces),
    /** Checks run before a member binds a payout account (player protection refuses a marked one). */
    beforeAccountBound,
    /** The accounts members of these sites bound for withdrawals (live ones). */
    payoutAccounts: (siteId: number, memberId: number) => accountsRepo.list(siteId, memberId),
    /** What a paid deposit also does, in its transaction: modules mounted later add theirs. */
    depositCredited,
    /** Per member of the site: deposits in 24 h, withdrawals cancelled in 7 days, net deposits in 30 days. */
    harmSignals: (siteId: number, since: { day: Date; week: Date; month: Date }) => totals.harmSignals(siteId, since),
    /** Deposits paid minus withdrawals paid, since `since` or ever. */
    netDeposits: (key: { siteId: number; memberId: number }, since?: Date) =>
      totals.netDeposits(key.siteId, key.memberId, since),
  };
  app.decorate('payments', payments);
  return payments;
}

export type Payments = Awaited<ReturnType<typeof mountPayments>>;

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}
