import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Audit } from '../audit/types.js';
import type { Identity } from '../identity/index.js';
import type { Jobs } from '../jobs/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SiteRecord } from '../site/types.js';
import type { WalletService } from '../wallet/index.js';
import { createProgrammesAdminRepo } from './admin-repo.js';
import { createProgrammeSettingsAdmin } from './admin-settings.js';
import { createCashback } from './cashback.js';
import { CASHBACK_JOB, CASHBACK_SECONDS, createCashbackJob } from './cashback-job.js';
import { createCashbackRepo } from './cashback-repo.js';
import { createReferralJob, REFERRAL_AWARDS_JOB, REFERRAL_AWARDS_SECONDS } from './referral-job.js';
import { createReferralRepo } from './referral-repo.js';
import { createReferrals } from './referrals.js';
import { programmePaidAdminRoutes } from './routes/admin-paid.js';
import { programmeSettingsAdminRoutes } from './routes/admin-settings.js';
import { programmeMemberRoutes } from './routes/member.js';
import { programmeTestRoutes } from './routes/test-run.js';
import { createProgrammeSettingsRepo } from './settings-repo.js';
import type { Programmes } from './types.js';

export type { Programmes } from './types.js';

declare module 'fastify' {
  interface FastifyInstance {
    programmes: Programmes;
  }
}

/** Recommend a friend and cash surplus: member calls, their jobs, and the back office's settings. */
export async function mountProgrammes(
  app: FastifyInstance,
  deps: {
    db: Db;
    identity: Identity;
    wallet: WalletService;
    realtime: RealtimeHub;
    jobs: Jobs;
    audit: Audit;
    siteOf: (siteId: number) => Promise<SiteRecord | undefined>;
    /** PROGRAMME_JOBS_RUNNABLE: the test-only route that runs the jobs. */
    testRoutes: boolean;
  },
): Promise<Programmes> {
  const settings = createProgrammeSettingsRepo(deps.db);
  const common = { settings, wallet: deps.wallet, realtime: deps.realtime, audit: deps.audit };
  const referralRepo = createReferralRepo(deps.db);
  const cashbackRepo = createCashbackRepo(deps.db);
  const referrals = createReferrals({ repo: referralRepo, settings, wallet: deps.wallet });
  const cashback = createCashback({ ...common, repo: cashbackRepo });
  const payReferralAwards = createReferralJob({ ...common, repo: referralRepo, siteOf: deps.siteOf });
  const grantCashback = createCashbackJob({ ...common, repo: cashbackRepo, siteOf: deps.siteOf });

  await app.register(programmeMemberRoutes, { referrals, cashback });
  const siteCurrencies = async (siteId: number) => (await deps.siteOf(siteId))?.currencies;
  const admin = createProgrammeSettingsAdmin({ settings, audit: deps.audit });
  await app.register(programmeSettingsAdminRoutes, { admin, siteCurrencies });
  await app.register(programmePaidAdminRoutes, { repo: createProgrammesAdminRepo(deps.db) });

  await deps.jobs.work(REFERRAL_AWARDS_JOB, async () => void (await payReferralAwards()));
  await deps.jobs.every(REFERRAL_AWARDS_JOB, REFERRAL_AWARDS_SECONDS);
  await deps.jobs.work(CASHBACK_JOB, async () => void (await grantCashback()));
  await deps.jobs.every(CASHBACK_JOB, CASHBACK_SECONDS);

  // The member's layout (identity) says whether cash back waits to be claimed.
  deps.identity.cashBackWaiting.provide(cashback.claimable);
  const programmes = { referrals, cashback, payReferralAwards, grantCashback };
  if (deps.testRoutes) await app.register(programmeTestRoutes, { run: programmes });
  app.decorate('programmes', programmes);
  return programmes;
}
