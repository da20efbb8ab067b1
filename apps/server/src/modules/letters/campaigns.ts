import type { FastifyRequest } from 'fastify';
import { channels } from '@playdeck/contract';
import type { LetterCampaignCreate } from '@playdeck/contract/admin';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Port } from '../../lib/hooks.js';
import { sanitizeAuthoredHtml } from '../../lib/sanitize.js';
import type { Audit } from '../audit/types.js';
import type { Jobs } from '../jobs/index.js';
import type { OperatorUser } from '../operators/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { CampaignRow, CampaignsRepo } from './campaigns-repo.js';

export const SEND_CAMPAIGN_JOB = 'letters.send-campaign';
/** Members written to per statement (and pushed to per round). */
export const CAMPAIGN_BATCH = 1_000;
/** How far ahead a campaign may be scheduled. */
const MAX_AHEAD_MS = 366 * 24 * 3_600_000;

export interface CampaignDeps {
  db: Db;
  repo: CampaignsRepo;
  audit: Audit;
  realtime: RealtimeHub;
  jobs: Jobs;
  siteOf: (siteId: number) => Promise<{ locales: string[]; defaultLocale: string } | undefined>;
  memberOf: (id: number, siteIds: number[]) => Promise<{ id: number } | undefined>;
  /** Which of these members may not be sent promotions now (identity's port, player protection's answer). */
  promotionsBlocked: Port<(siteId: number, memberIds: number[]) => Promise<Set<number>>>;
}

/**
 * The language a campaign's letters are written in. Members carry no language of their own and a letter
 * row holds one version, so each member gets the site's default language when the operator wrote it,
 * else the first version written (the console lists the site's default first).
 */
export function versionToSend(campaign: Pick<CampaignRow, 'versions'>, defaultLocale: string | undefined) {
  const language =
    defaultLocale && campaign.versions[defaultLocale] ? defaultLocale : Object.keys(campaign.versions)[0]!;
  return { language, ...campaign.versions[language]! };
}

/**
 * Letter campaigns: an operator writes to one member, a list of accounts, a grade or a
 * currency, now or later. The campaign and its audit row commit together; a pg-boss job keyed by the
 * campaign id sends it once, in batches, after taking it `scheduled → sending` in one statement.
 */
export function createCampaigns(deps: CampaignDeps) {
  const { repo } = deps;
  const schedule = (c: Pick<CampaignRow, 'id' | 'sendAt'>) =>
    deps.jobs.send(SEND_CAMPAIGN_JOB, { campaignId: c.id }, { key: String(c.id), startAfter: c.sendAt });

  /** The body as it will be stored (the route has checked the site is granted). */
  async function checked(body: LetterCampaignCreate) {
    const site = await deps.siteOf(body.site_id);
    if (!site) throw adminErrors.invalid('site_id', 'no such site');
    const versions: Record<string, { title: string; content: string }> = {};
    for (const [locale, v] of Object.entries(body.versions)) {
      if (!v) continue;
      if (!site.locales.includes(locale))
        throw adminErrors.invalid(`versions.${locale}`, 'not a language of this site');
      versions[locale] = { title: v.title, content: sanitizeAuthoredHtml(v.content) };
    }
    const a = body.audience;
    if (a.kind === 'member' && !(await deps.memberOf(a.member_id, [body.site_id]))) {
      throw adminErrors.invalid('audience.member_id', 'no such member on this site');
    }
    const sendAt = body.send_at ? new Date(body.send_at) : new Date();
    if (sendAt.getTime() - Date.now() > MAX_AHEAD_MS) throw adminErrors.invalid('send_at', 'at most a year ahead');
    return { versions, sendAt };
  }

  async function create(request: FastifyRequest, actor: OperatorUser, body: LetterCampaignCreate): Promise<number> {
    const { versions, sendAt } = await checked(body);
    let campaign: CampaignRow;
    try {
      campaign = await deps.db.transaction(async (raw) => {
        const tx = raw as unknown as Tx;
        const row = await repo.insert(tx, {
          siteId: body.site_id,
          audience: body.audience,
          versions,
          sendAt,
          requestId: body.request_id,
          createdBy: actor.id,
        });
        await deps.audit.record(tx, request, actor, {
          siteId: row.siteId,
          action: 'letter_campaign.create',
          targetType: 'letter_campaign',
          targetId: row.id,
          after: { audience: row.audience, titles: titlesOf(row), send_at: row.sendAt },
        });
        return row;
      });
    } catch (err) {
      // The same form submitted twice: the first campaign stands, the second is it.
      const first = isUniqueViolation(err) ? await repo.byRequest(actor.id, body.request_id) : undefined;
      if (!first) throw err;
      campaign = first;
    }
    // Sent again for a double submit too: the key makes it one job, and a lost first send is made good.
    await schedule(campaign);
    return campaign.id;
  }

  async function cancel(request: FastifyRequest, actor: OperatorUser, id: number): Promise<void> {
    const found = await repo.byId(id, actor.siteIds);
    if (!found) throw adminErrors.notFound('no such letter campaign on your sites');
    await deps.db.transaction(async (raw) => {
      const tx = raw as unknown as Tx;
      const cancelled = await repo.cancel(tx, id, actor.siteIds);
      if (!cancelled) throw adminErrors.conflict(`this campaign is already ${found.status}`);
      await deps.audit.record(tx, request, actor, {
        siteId: cancelled.siteId,
        action: 'letter_campaign.cancel',
        targetType: 'letter_campaign',
        targetId: id,
        before: { status: 'scheduled' },
        after: { status: 'cancelled' },
      });
    });
  }

  /** The job: sends a due, scheduled campaign once; anything else (cancelled, taken, early) does nothing. */
  async function send(campaignId: number): Promise<number> {
    const campaign = await repo.claim(campaignId);
    if (!campaign) return 0;
    const site = await deps.siteOf(campaign.siteId);
    const letter = versionToSend(campaign, site?.defaultLocale);
    let delivered = 0;
    for (let after = 0; ;) {
      const batch = await repo.recipients(campaign, after, CAMPAIGN_BATCH);
      if (!batch.length) break;
      const to = await withoutBlocked(campaign, batch);
      await repo.deliver(campaign, letter, to);
      for (const memberId of to) deps.realtime.publish(channels.member(memberId), 'letter.sent', {});
      delivered += to.length;
      after = batch[batch.length - 1]!;
      if (batch.length < CAMPAIGN_BATCH) break;
    }
    await repo.markSent(campaign.id);
    return delivered;
  }

  /**
   * A campaign to many is a promotion: members on a time-out or self-excluded do not get it. A letter written
   * to one member is the operator speaking to them, and reaches them.
   */
  async function withoutBlocked(campaign: Pick<CampaignRow, 'siteId' | 'audience'>, batch: number[]) {
    if (campaign.audience.kind === 'member') return batch;
    const blocked = await deps.promotionsBlocked.get()(campaign.siteId, batch);
    return batch.filter((id) => !blocked.has(id));
  }

  return { create, cancel, send, list: repo.list, byId: repo.byId };
}

export const titlesOf = (c: Pick<CampaignRow, 'versions'>) =>
  Object.fromEntries(Object.entries(c.versions).map(([locale, v]) => [locale, v.title]));

export type Campaigns = ReturnType<typeof createCampaigns>;
