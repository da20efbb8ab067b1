import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Audit } from '../audit/types.js';
import type { Jobs } from '../jobs/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { WalletService } from '../wallet/index.js';
import type { SiteOf } from './activity-admin-checks.js';
import { createRedEnvelopeAdmin } from './red-envelope-admin.js';
import { createRedEnvelopeAdminRepo } from './red-envelope-admin-repo.js';
import { createRedEnvelopeRepo } from './red-envelope-repo.js';
import { createRedEnvelopes } from './red-envelope.js';
import type { RedEnvelopes } from './red-envelope.js';
import { createRouletteAdmin } from './roulette-admin.js';
import { createRouletteAdminRepo } from './roulette-admin-repo.js';
import { createRouletteRepo } from './roulette-repo.js';
import { createRouletteSpinsRepo } from './roulette-spins-repo.js';
import { createRoulette } from './roulette.js';
import type { Roulette } from './roulette.js';
import { redEnvelopeAdminRoutes } from './routes/admin-red-envelopes.js';
import { rouletteAdminRoutes } from './routes/admin-roulettes.js';
import { activityRoutes } from './routes/member.js';

export interface Activities {
  redEnvelopes: RedEnvelopes;
  roulette: Roulette;
}

declare module 'fastify' {
  interface FastifyInstance {
    activities: Activities;
  }
}

/**
 * Site activities (the red envelope and the roulette) with their display jobs, and the back office's
 * drops and wheels (activities.manage).
 */
export async function mountActivities(
  app: FastifyInstance,
  deps: {
    db: Db;
    wallet: WalletService;
    realtime: RealtimeHub;
    jobs: Jobs;
    audit: Audit;
    siteOf: SiteOf;
  },
): Promise<Activities> {
  const { db, wallet, realtime, jobs, audit, siteOf } = deps;
  const redEnvelopes = createRedEnvelopes({ repo: createRedEnvelopeRepo(db), wallet, realtime, jobs });
  const roulette = createRoulette({ repo: createRouletteRepo(db), wallet, realtime, jobs });
  await Promise.all([redEnvelopes.start(), roulette.start()]);
  app.decorate('activities', { redEnvelopes, roulette });
  await app.register(activityRoutes, { redEnvelopes, roulette });
  const envelopeAdmin = createRedEnvelopeAdmin({
    db,
    repo: createRedEnvelopeAdminRepo(db),
    audit,
    redEnvelopes,
    siteOf,
  });
  await app.register(redEnvelopeAdminRoutes, { admin: envelopeAdmin });
  const rouletteAdmin = createRouletteAdmin({
    db,
    repo: createRouletteAdminRepo(db),
    history: createRouletteSpinsRepo(db),
    audit,
    roulette,
    siteOf,
  });
  await app.register(rouletteAdminRoutes, { admin: rouletteAdmin });
  return { redEnvelopes, roulette };
}
