import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  operator: string;
  /** The sites the reader may see; entries without a site (operator accounts) are shown to owners only. */
  siteIds: number[];
  withoutSite: boolean;
  siteId?: number;
  actorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

const SORTS = { id: auditLog.id, at: auditLog.at } as const;
export type AuditSort = keyof typeof SORTS;

/** All SQL of the audit trail: append, and read with filters. Nothing here updates or deletes. */
export function createAuditRepo(db: Db) {
  function where(f: AuditFilter): SQL | undefined {
    const visible = f.withoutSite
      ? sql`(${auditLog.siteId} is null or ${inArray(auditLog.siteId, f.siteIds.length ? f.siteIds : [-1])})`
      : inArray(auditLog.siteId, f.siteIds.length ? f.siteIds : [-1]);
    return and(
      eq(auditLog.operator, f.operator),
      visible,
      f.siteId !== undefined ? eq(auditLog.siteId, f.siteId) : undefined,
      f.actorId !== undefined ? eq(auditLog.actorId, f.actorId) : undefined,
      f.action !== undefined ? eq(auditLog.action, f.action) : undefined,
      f.targetType !== undefined ? eq(auditLog.targetType, f.targetType) : undefined,
      f.targetId !== undefined ? eq(auditLog.targetId, f.targetId) : undefined,
      f.from ? gte(auditLog.at, f.from) : undefined,
      f.to ? lte(auditLog.at, f.to) : undefined,
    );
  }

  return {
    async append(tx: Tx | Db, row: NewAuditRow): Promise<void> {
      await tx.insert(auditLog).values(row);
    },

    async list(f: AuditFilter, sort: [AuditSort, 'ASC' | 'DESC'], page: { offset: number; limit: number }) {
      const order = sort[1] === 'ASC' ? asc(SORTS[sort[0]]) : desc(SORTS[sort[0]]);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where(f))
          .orderBy(order, desc(auditLog.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(where(f)),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
