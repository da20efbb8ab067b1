import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Identity } from '../identity/index.js';
import type { Jobs } from '../jobs/index.js';
import type { LettersService } from '../letters/index.js';
import type { RealtimeHub } from '../realtime/hub.js';
import type { WalletService } from '../wallet/index.js';
import { createRedEnvelopeRepo } from './red-envelope-repo.js';
import { createRedEnvelopes } from './red-envelope.js';
import type { RedEnvelopes } from './red-envelope.js';
import { createRouletteRepo } from './roulette-repo.js';
import { createRoulette } from './roulette.js';
import type { Roulette } from './roulette.js';
import { activityRoutes } from './routes/member.js';
import { testOperatorRoutes } from './routes/test-operator.js';

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
 * Site activities (the red envelope and the roulette) with their display jobs, and, for browser tests,
 * the operator's writes of letters, drops and wheels.
 */
export async function mountActivities(
  app: FastifyInstance,
  deps: {
    db: Db;
    wallet: WalletService;
    realtime: RealtimeHub;
    jobs: Jobs;
    identity: Identity;
    letters: LettersService;
    testOperatorRoutes: boolean;
  },
): Promise<Activities> {
  const { wallet, realtime, jobs, identity } = deps;
  const redEnvelopes = createRedEnvelopes({ repo: createRedEnvelopeRepo(deps.db), wallet, realtime, jobs });
  const roulette = createRoulette({ repo: createRouletteRepo(deps.db), wallet, realtime, jobs });
  await Promise.all([redEnvelopes.start(), roulette.start()]);
  app.decorate('activities', { redEnvelopes, roulette });
  await app.register(activityRoutes, { identity, redEnvelopes, roulette });
  if (deps.testOperatorRoutes) {
    await app.register(testOperatorRoutes, { identity, letters: deps.letters, redEnvelopes, roulette });
  }
  return { redEnvelopes, roulette };
}
