import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Identity } from '../identity/index.js';
import type { Payments } from '../payments/index.js';
import type { SiteRecord } from '../site/types.js';
import type { WalletService } from '../wallet/index.js';
import type { Audit } from '../audit/types.js';
import { createFlags } from './flags.js';
import { createProtectionRepo } from './repo.js';
import { protectionAdminRoutes } from './routes/admin.js';
import { createProtectionSettings } from './settings.js';
import { protectionMemberRoutes } from './routes/member.js';
import { createProtectionService } from './service.js';

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
    payments: Pick<Payments, 'depositTotals' | 'netDeposits'>;
    audit: Audit;
  },
): Promise<void> {
  const settings = createProtectionSettings(deps.db, deps.audit);
  const flags = createFlags(deps.db, deps.audit);
  const protection = createProtectionService({
    repo: createProtectionRepo(deps.db),
    settings,
    flags,
    audit: deps.audit,
    sources: {
      wallet: deps.wallet,
      depositTotals: deps.payments.depositTotals,
      netDeposits: deps.payments.netDeposits,
    },
    endAllSessions: deps.identity.endAllSessions,
    siteOf: deps.siteOf,
    sitesOfOperator: deps.sitesOfOperator,
    samePerson: deps.identity.samePerson,
    secret: deps.config.SERVER_SECRET,
    log: app.log,
  });
  deps.wallet.beforeMoney.add(protection.moneyCheck);
  deps.identity.beforeSignIn.add(protection.signInCheck);
  await app.register(protectionMemberRoutes, { protection });
  await app.register(protectionAdminRoutes, {
    protection,
    flags,
    settings,
    memberOnSites: deps.identity.memberOnSites,
    siteCurrencies: async (siteId) => (await deps.siteOf(siteId))?.currencies,
  });
}
