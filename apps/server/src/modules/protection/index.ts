import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Identity } from '../identity/index.js';
import type { Payments } from '../payments/index.js';
import type { SiteRecord } from '../site/types.js';
import type { WalletService } from '../wallet/index.js';
import type { Audit } from '../audit/types.js';
import type { Jobs } from '../jobs/index.js';
import { createCreditFlags } from './credit-flags.js';
import { createFlags } from './flags.js';
import { createFlagsRepo } from './flags-repo.js';
import { createProtectionSettingsRepo } from './settings-repo.js';
import { createHarmMarkersJob, HARM_MARKERS_JOB, HARM_MARKERS_SECONDS } from './harm-job.js';
import type { ProtectionService } from './service.js';
import { createProtectionRepo } from './repo.js';
import { createPlayRepo } from './play-repo.js';
import { protectionAdminRoutes } from './routes/admin.js';
import { createProtectionSettings } from './settings.js';
import { protectionMemberRoutes } from './routes/member.js';
import { createProtectionService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Player protection's service and its markers-of-harm run (tests call it instead of waiting). */
    protection: ProtectionService & { markHarm: () => Promise<number> };
  }
}

/**
 * Player protection (decision 0050): members' limits, time-outs and self-exclusions, held where money
 * moves through the wallet's `beforeMoney` checks. Mounted after every module that moves money.
 */
export async function mountProtection(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Pick<Config, 'SERVER_SECRET'>;
    identity: Identity;
    siteOf: (siteId: number) => Promise<SiteRecord | undefined>;
    sitesOfOperator: (operator: string) => Promise<SiteRecord[]>;
    wallet: WalletService;
    payments: Pick<
      Payments,
      'depositTotals' | 'netDeposits' | 'harmSignals' | 'depositCredited' | 'beforeAccountBound' | 'payoutAccounts'
    >;
    audit: Audit;
    jobs: Jobs;
    allSites: () => Promise<SiteRecord[]>;
  },
): Promise<ProtectionService> {
  const settings = createProtectionSettings(createProtectionSettingsRepo(deps.db), deps.audit);
  const flags = createFlags(createFlagsRepo(deps.db), deps.audit);
  const repo = createProtectionRepo(deps.db);
  const protection = createProtectionService({
    repo,
    play: createPlayRepo(deps.db),
    settings,
    flags,
    audit: deps.audit,
    sources: {
      wallet: deps.wallet,
      depositTotals: deps.payments.depositTotals,
      netDeposits: deps.payments.netDeposits,
      payoutAccounts: deps.payments.payoutAccounts,
    },
    endAllSessions: deps.identity.endAllSessions,
    siteOf: deps.siteOf,
    sitesOfOperator: deps.sitesOfOperator,
    samePerson: deps.identity.samePerson,
    secret: deps.config.SERVER_SECRET,
    log: app.log,
  });
  deps.wallet.beforeMoney.add(protection.moneyCheck);
  deps.payments.beforeAccountBound.add(protection.accountCheck);
  deps.payments.depositCredited.add(
    createCreditFlags({ repo, flags, usageOf: protection.usageOf, now: () => new Date() }),
  );
  deps.identity.promotionsBlocked.provide((siteId, memberIds) => repo.blockedAmong(siteId, memberIds, new Date()));
  const markHarm = createHarmMarkersJob({
    repo,
    flags,
    settings,
    usageOf: protection.usageOf,
    now: () => new Date(),
    sources: {
      allSites: deps.allSites,
      harmSignals: deps.payments.harmSignals,
      nightPlay: deps.wallet.nightPlay,
      currencyOf: async (siteId, memberId) => (await deps.identity.memberById(siteId, memberId))?.memberCurrency,
    },
  });
  await deps.jobs.work(HARM_MARKERS_JOB, async () => void (await markHarm()));
  await deps.jobs.every(HARM_MARKERS_JOB, HARM_MARKERS_SECONDS);
  deps.identity.beforeSignIn.add(protection.signInCheck);
  await app.register(protectionMemberRoutes, { protection });
  await app.register(protectionAdminRoutes, {
    protection,
    flags,
    settings,
    memberOnSites: deps.identity.memberOnSites,
    siteCurrencies: async (siteId) => (await deps.siteOf(siteId))?.currencies,
  });
  app.decorate('protection', { ...protection, markHarm });
  return protection;
}
