import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { Audit } from '../audit/types.js';
import type { Jobs } from '../jobs/index.js';
import { createCampaigns, SEND_CAMPAIGN_JOB } from './campaigns.js';
import type { CampaignDeps, Campaigns } from './campaigns.js';
import { createCampaignsRepo } from './campaigns-repo.js';
import { createLettersRepo } from './repo.js';
import { letterAdminRoutes, letterCampaignAdminRoutes } from './routes/admin.js';
import { letterRoutes } from './routes/member.js';
import { createLetters } from './service.js';
import type { LettersService } from './service.js';

export type { Audience, LettersService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    letters: LettersService;
    letterCampaigns: Campaigns;
  }
}

/** The member's inbox calls; the service it returns is how other domains and operators send letters. */
export async function mountLetters(
  app: FastifyInstance,
  deps: { db: Db; realtime: RealtimeHub },
): Promise<LettersService> {
  const letters = createLetters(createLettersRepo(deps.db), deps.realtime);
  app.decorate('letters', letters);
  await app.register(letterRoutes, { letters });
  return letters;
}

/** The back office's letters: a member's letters, and campaigns (sent by the `letters.send-campaign` job). */
export async function mountLetterAdmin(
  app: FastifyInstance,
  deps: {
    db: Db;
    memberOf: (id: number, siteIds: number[]) => Promise<{ id: number } | undefined>;
    audit: Audit;
    realtime: RealtimeHub;
    jobs: Jobs;
    siteOf: (siteId: number) => Promise<{ locales: string[]; defaultLocale: string } | undefined>;
    promotionsBlocked: CampaignDeps['promotionsBlocked'];
  },
): Promise<Campaigns> {
  await app.register(letterAdminRoutes, { repo: createLettersRepo(deps.db), memberOf: deps.memberOf });
  const campaigns = createCampaigns({ ...deps, repo: createCampaignsRepo(deps.db) });
  await deps.jobs.work<{ campaignId: number }>(SEND_CAMPAIGN_JOB, async ({ campaignId }) => {
    await campaigns.send(campaignId);
  });
  await app.register(letterCampaignAdminRoutes, { campaigns });
  app.decorate('letterCampaigns', campaigns);
  return campaigns;
}
