import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { paymentChannels, withdrawalRules } from '../../db/schema/index.js';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type NewChannel = typeof paymentChannels.$inferInsert;
export type RuleRow = typeof withdrawalRules.$inferSelect;

export interface ChannelFilter {
  siteIds: number[];
  siteId?: number;
  currency?: string;
  kind?: ChannelRow['kind'];
  enabled?: boolean;
}

/** Payment channels and withdrawal rules: what finance sets, what members' orders are checked against. */
export function createSettingsRepo(db: Db) {
  const channelWhere = (f: ChannelFilter) =>
    and(
      inArray(paymentChannels.siteId, f.siteIds.length ? f.siteIds : [-1]),
      f.siteId !== undefined ? eq(paymentChannels.siteId, f.siteId) : undefined,
      f.currency ? eq(paymentChannels.currency, f.currency) : undefined,
      f.kind ? eq(paymentChannels.kind, f.kind) : undefined,
      f.enabled !== undefined ? eq(paymentChannels.enabled, f.enabled) : undefined,
    );

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => inTransaction(db, work),

    /** The channels a member of this site and currency may use, in the operator's order. */
    memberChannels: (siteId: number, currency: string): Promise<ChannelRow[]> =>
      db
        .select()
        .from(paymentChannels)
        .where(
          and(
            eq(paymentChannels.siteId, siteId),
            eq(paymentChannels.currency, currency),
            eq(paymentChannels.enabled, true),
          ),
        )
        .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id)),

    /** The channel, locked until the caller's transaction ends (its daily total is checked under it). */
    async lockChannel(tx: Tx, id: number): Promise<ChannelRow | undefined> {
      const [row] = await tx.select().from(paymentChannels).where(eq(paymentChannels.id, id)).for('update');
      return row;
    },

    async channel(id: number): Promise<ChannelRow | undefined> {
      const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
      return row;
    },

    async channelPage(f: ChannelFilter, order: 'id' | 'sort', dir: 'ASC' | 'DESC', offset: number, limit: number) {
      const column = order === 'sort' ? paymentChannels.sort : paymentChannels.id;
      const where = channelWhere(f);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(paymentChannels)
          .where(where)
          .orderBy(dir === 'ASC' ? asc(column) : sql`${column} desc`, asc(paymentChannels.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(paymentChannels)
          .where(where),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    async insertChannel(tx: Tx, values: NewChannel): Promise<ChannelRow> {
      const [row] = await tx.insert(paymentChannels).values(values).returning();
      return row!;
    },

    /** Writes only when `version` is still the row's (optimistic lock); undefined otherwise. */
    async updateChannel(tx: Tx, id: number, version: number, values: Partial<NewChannel>) {
      const [row] = await tx
        .update(paymentChannels)
        .set({ ...values, version: version + 1, updatedAt: new Date() })
        .where(and(eq(paymentChannels.id, id), eq(paymentChannels.version, version)))
        .returning();
      return row;
    },

    async rule(siteId: number, currency: string): Promise<RuleRow | undefined> {
      const [row] = await db
        .select()
        .from(withdrawalRules)
        .where(and(eq(withdrawalRules.siteId, siteId), eq(withdrawalRules.currency, currency)));
      return row;
    },

    rules: (siteIds: number[]): Promise<RuleRow[]> =>
      db
        .select()
        .from(withdrawalRules)
        .where(inArray(withdrawalRules.siteId, siteIds.length ? siteIds : [-1])),

    /**
     * Saves a rule if its version is still `version` (0 and absent for a rule never saved); undefined when
     * someone saved it in between.
     */
    async saveRule(tx: Tx, values: Omit<RuleRow, 'version'>, version: number): Promise<RuleRow | undefined> {
      if (version === 0) {
        const [row] = await tx
          .insert(withdrawalRules)
          .values({ ...values, version: 1 })
          .onConflictDoNothing()
          .returning();
        if (row) return row;
      }
      const [row] = await tx
        .update(withdrawalRules)
        .set({ ...values, version: version + 1 })
        .where(
          and(
            eq(withdrawalRules.siteId, values.siteId),
            eq(withdrawalRules.currency, values.currency),
            eq(withdrawalRules.version, version),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
