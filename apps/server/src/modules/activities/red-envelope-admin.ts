import type { FastifyRequest } from 'fastify';
import type { RedEnvelopeCreate, RedEnvelopeUpdate } from '@playdeck/contract/admin';
import { ruleBounds } from '@playdeck/contract/admin';
import type { Db } from '../../db/client.js';
import { inTransaction, isUniqueViolation } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { ActivitySite, SiteOf } from './activity-admin-checks.js';
import { checkedWindow, siteTexts, siteWithCurrency, STALE } from './activity-admin-checks.js';
import { statusOf } from './activity-rules.js';
import type { EnvelopeChange, RedEnvelopeAdminRepo } from './red-envelope-admin-repo.js';
import type { RedEnvelopes } from './red-envelope.js';
import type { EnvelopeRow } from './red-envelope-repo.js';

/** What the trail keeps of a drop. */
const auditable = (r: EnvelopeRow) => ({
  currency: r.currency,
  titles: r.titles,
  budget: r.budget,
  count: r.count,
  min_amount: r.minAmount,
  max_amount: r.maxAmount,
  start_at: r.startAt,
  end_at: r.endAt,
  min_member_days: r.minMemberDays,
  ended_early_at: r.endedEarlyAt,
  claimed: r.claimed,
  remaining: r.remaining,
  version: r.version,
});

/** The columns a create or an edit writes (nothing claimed yet, so the whole budget remains). */
function fields(site: ActivitySite, b: RedEnvelopeCreate | RedEnvelopeUpdate): EnvelopeChange {
  const { texts, fallback } = siteTexts(site, b.titles, 'titles');
  const { min, max } = ruleBounds(b.amount);
  return {
    titles: texts,
    title: fallback,
    budget: BigInt(b.budget),
    remaining: BigInt(b.budget),
    count: b.count,
    minAmount: BigInt(min),
    maxAmount: BigInt(max),
    ...checkedWindow(b),
    minMemberDays: b.min_member_days,
  };
}

export const exhausted = (r: EnvelopeRow) => r.claimed >= r.count || r.remaining < r.minAmount;

/**
 * The operator's drops (decision 0019): each write is one transaction with its audit row; an edit only while
 * the drop is scheduled and at the version the console read (else 409); an early end takes the drop's
 * row lock, so a claim in flight either committed before it (paid once, counted) or is refused after it.
 * Open pages learn of a start from the display job and of an early end from RedEnvelopeDisplay.
 */
export function createRedEnvelopeAdmin(deps: {
  db: Db;
  repo: RedEnvelopeAdminRepo;
  audit: Audit;
  redEnvelopes: RedEnvelopes;
  siteOf: SiteOf;
}) {
  const { repo, audit } = deps;

  async function create(request: FastifyRequest, actor: OperatorUser, body: RedEnvelopeCreate): Promise<number> {
    const site = await siteWithCurrency(deps.siteOf, body.site_id, body.currency);
    const values = fields(site, body);
    let row: EnvelopeRow;
    try {
      row = await inTransaction(deps.db, async (tx) => {
        const created = await repo.insert(tx, {
          ...values,
          siteId: body.site_id,
          currency: body.currency,
          createdBy: actor.id,
          requestId: body.request_id,
        });
        await audit.record(tx, request, actor, {
          siteId: created.siteId,
          action: 'red_envelope.create',
          targetType: 'red_envelope',
          targetId: created.id,
          after: auditable(created),
        });
        return created;
      });
    } catch (err) {
      // The same form submitted twice: the first drop stands, and the second submit is it.
      const first = isUniqueViolation(err) ? await repo.byRequest(actor.id, body.request_id) : undefined;
      if (!first) throw err;
      row = first;
    }
    await deps.redEnvelopes.schedule(row);
    return row.id;
  }

  async function update(request: FastifyRequest, actor: OperatorUser, id: number, body: RedEnvelopeUpdate) {
    // The site is read before the transaction: its directory may query the database (one connection on PGlite).
    const found = await repo.byId(id, actor.siteIds);
    if (!found) throw adminErrors.notFound('no such red envelope on your sites');
    const values = fields(await siteWithCurrency(deps.siteOf, found.siteId, found.currency), body);
    const row = await inTransaction(deps.db, async (tx) => {
      const before = await repo.lock(tx, id, actor.siteIds);
      if (!before) throw adminErrors.notFound('no such red envelope on your sites');
      if (statusOf(before, Date.now()) !== 'scheduled') {
        throw adminErrors.conflict('this drop has started or ended: it can only be ended now', 'status');
      }
      const after = await repo.update(tx, id, body.version, values);
      if (!after) throw adminErrors.conflict(STALE, 'version');
      await audit.record(tx, request, actor, {
        siteId: after.siteId,
        action: 'red_envelope.update',
        targetType: 'red_envelope',
        targetId: id,
        before: auditable(before),
        after: auditable(after),
      });
      return after;
    });
    await deps.redEnvelopes.schedule(row);
    return row;
  }

  async function end(request: FastifyRequest, actor: OperatorUser, id: number) {
    const row = await inTransaction(deps.db, async (tx) => {
      const before = await repo.lock(tx, id, actor.siteIds);
      if (!before) throw adminErrors.notFound('no such red envelope on your sites');
      const after =
        statusOf(before, Date.now(), exhausted(before)) === 'ended'
          ? undefined
          : await repo.endEarly(tx, id, new Date());
      if (!after) throw adminErrors.conflict('this drop has already ended', 'status');
      await audit.record(tx, request, actor, {
        siteId: after.siteId,
        action: 'red_envelope.end',
        targetType: 'red_envelope',
        targetId: id,
        before: auditable(before),
        after: auditable(after),
      });
      return after;
    });
    deps.redEnvelopes.refreshPages(row.currency);
    return row;
  }

  return { create, update, end, list: repo.list, byId: repo.byId, claims: repo.claims };
}

export type RedEnvelopeAdmin = ReturnType<typeof createRedEnvelopeAdmin>;
