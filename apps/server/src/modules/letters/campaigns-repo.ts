import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { LetterAudienceBody, LetterCampaignStatus } from '@playdeck/contract/admin';
import type { Db, Tx } from '../../db/client.js';
import { letterCampaigns, letters, members, operatorUsers } from '../../db/schema/index.js';

export type CampaignRow = typeof letterCampaigns.$inferSelect;
export type CampaignInsert = typeof letterCampaigns.$inferInsert;

const view = {
  campaign: letterCampaigns,
  createdByName: operatorUsers.username,
  delivered: sql<number>`(select count(*)::int from ${letters} where ${letters.campaignId} = ${letterCampaigns.id})`,
  read: sql<number>`(select count(*)::int from ${letters} where ${letters.campaignId} = ${letterCampaigns.id} and ${letters.isRead})`,
};
export interface CampaignView extends CampaignRow {
  createdByName: string;
  delivered: number;
  read: number;
}
const toView = (r: {
  campaign: CampaignRow;
  createdByName: string;
  delivered: number;
  read: number;
}): CampaignView => ({
  ...r.campaign,
  createdByName: r.createdByName,
  delivered: Number(r.delivered),
  read: Number(r.read),
});

const granted = (siteIds: number[]) => inArray(letterCampaigns.siteId, siteIds.length ? siteIds : [-1]);

/** Who an audience names on a site, as a filter over active members. */
function audienceFilter(siteId: number, audience: LetterAudienceBody) {
  const who =
    audience.kind === 'member'
      ? eq(members.id, audience.member_id)
      : audience.kind === 'accounts'
        ? inArray(
            members.memberAccount,
            audience.accounts.map((a) => a.toLowerCase()),
          )
        : audience.kind === 'grade'
          ? eq(members.memberGradeName, audience.grade)
          : eq(members.memberCurrency, audience.currency);
  return and(eq(members.siteId, siteId), eq(members.status, 'active'), who);
}

/** All SQL of letter campaigns. */
export function createCampaignsRepo(db: Db) {
  return {
    async list(
      f: { siteIds: number[]; siteId?: number; status?: LetterCampaignStatus },
      order: 'ASC' | 'DESC',
      page: { offset: number; limit: number },
    ) {
      const where = and(
        granted(f.siteIds),
        f.siteId === undefined ? undefined : eq(letterCampaigns.siteId, f.siteId),
        f.status === undefined ? undefined : eq(letterCampaigns.status, f.status),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select(view)
          .from(letterCampaigns)
          .innerJoin(operatorUsers, eq(operatorUsers.id, letterCampaigns.createdBy))
          .where(where)
          .orderBy(order === 'ASC' ? letterCampaigns.id : desc(letterCampaigns.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(letterCampaigns)
          .where(where),
      ]);
      return { rows: rows.map(toView), total: Number(count?.total ?? 0) };
    },

    async byId(id: number, siteIds: number[]): Promise<CampaignView | undefined> {
      const [row] = await db
        .select(view)
        .from(letterCampaigns)
        .innerJoin(operatorUsers, eq(operatorUsers.id, letterCampaigns.createdBy))
        .where(and(eq(letterCampaigns.id, id), granted(siteIds)));
      return row ? toView(row) : undefined;
    },

    async byRequest(createdBy: number, requestId: string): Promise<CampaignRow | undefined> {
      const [row] = await db
        .select()
        .from(letterCampaigns)
        .where(and(eq(letterCampaigns.createdBy, createdBy), eq(letterCampaigns.requestId, requestId)));
      return row;
    },

    async insert(tx: Tx, row: CampaignInsert): Promise<CampaignRow> {
      const [created] = await tx.insert(letterCampaigns).values(row).returning();
      return created!;
    },

    /** `scheduled` → `cancelled` in one statement; undefined when it was not scheduled (or not yours). */
    async cancel(tx: Tx, id: number, siteIds: number[]): Promise<CampaignRow | undefined> {
      const [row] = await tx
        .update(letterCampaigns)
        .set({ status: 'cancelled' })
        .where(and(eq(letterCampaigns.id, id), granted(siteIds), eq(letterCampaigns.status, 'scheduled')))
        .returning();
      return row;
    },

    /** Takes a due campaign for sending (`scheduled` → `sending`): only one caller ever gets it. */
    async claim(id: number): Promise<CampaignRow | undefined> {
      const [row] = await db
        .update(letterCampaigns)
        .set({ status: 'sending' })
        .where(
          and(
            eq(letterCampaigns.id, id),
            eq(letterCampaigns.status, 'scheduled'),
            lte(letterCampaigns.sendAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(letterCampaigns)
        .set({ status: 'sent', sentAt: sql`now()` })
        .where(and(eq(letterCampaigns.id, id), eq(letterCampaigns.status, 'sending')));
    },

    /** The next `limit` members of the campaign's audience after member `afterId`, by id. */
    async recipients(campaign: Pick<CampaignRow, 'siteId' | 'audience'>, afterId: number, limit: number) {
      const batch = await db
        .select({ id: members.id })
        .from(members)
        .where(and(audienceFilter(campaign.siteId, campaign.audience), gt(members.id, afterId)))
        .orderBy(members.id)
        .limit(limit);
      return batch.map((m) => m.id);
    },

    /** Writes the campaign's letter to these members, in one statement; one who already has it is skipped. */
    async deliver(
      campaign: Pick<CampaignRow, 'id' | 'siteId'>,
      letter: { title: string; content: string; language: string },
      memberIds: number[],
    ): Promise<void> {
      if (!memberIds.length) return;
      await db
        .insert(letters)
        .values(
          memberIds.map((memberId) => ({ siteId: campaign.siteId, memberId, campaignId: campaign.id, ...letter })),
        )
        .onConflictDoNothing({ target: [letters.campaignId, letters.memberId] });
    },
  };
}

export type CampaignsRepo = ReturnType<typeof createCampaignsRepo>;
