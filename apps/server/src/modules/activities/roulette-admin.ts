import type { FastifyRequest } from 'fastify';
import type { RouletteCreate, RouletteUpdate } from '@playdeck/contract/admin';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction, isUniqueViolation } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { ActivitySite, SiteOf } from './activity-admin-checks.js';
import { checkedWindow, siteTexts, siteWithCurrency, STALE } from './activity-admin-checks.js';
import { statusOf } from './activity-rules.js';
import type { Grants, RouletteAdminRepo, WheelChange } from './roulette-admin-repo.js';
import type { NewPrize, WheelRow } from './roulette-repo.js';
import type { RouletteSpinsRepo } from './roulette-spins-repo.js';
import type { Roulette } from './roulette.js';

type Body = RouletteCreate | RouletteUpdate;

const auditable = (w: WheelRow, prizes?: NewPrize[]) => ({
  currency: w.currency,
  titles: w.titles,
  start_at: w.startAt,
  end_at: w.endAt,
  grant: { kind: w.grantKind, accounts: w.grantAccounts, draws: w.grantDraws },
  ended_early_at: w.endedEarlyAt,
  version: w.version,
  ...(prizes
    ? {
        prizes: prizes.map((p) => ({ labels: p.labels, cash: p.cash, item: p.item, weight: p.weight, stock: p.stock })),
      }
    : {}),
});

/** The wheel's columns and prize rows as the body asks (labels in the site's languages). */
function parts(site: ActivitySite, b: Body): { change: WheelChange; prizes: NewPrize[] } {
  const { texts, fallback } = siteTexts(site, b.titles, 'titles');
  const prizes = b.prizes.map((p, i): NewPrize => {
    const labels = siteTexts(site, p.labels, `prizes.${i}.labels`);
    return {
      labels: labels.texts,
      label: labels.fallback,
      cash: p.kind === 'cash' ? BigInt(p.amount) : 0n,
      item: p.kind === 'item' ? p.item : null,
      weight: p.weight,
      stock: p.stock,
    };
  });
  const change: WheelChange = {
    titles: texts,
    title: fallback,
    ...checkedWindow(b),
    grantKind: b.grant.kind,
    grantAccounts: b.grant.kind === 'accounts' ? b.grant.accounts : [],
    grantDraws: b.grant.draws,
  };
  return { change, prizes };
}

/**
 * The operator's wheels (decision 0019): each write one transaction with its audit row; an edit only while the
 * wheel is scheduled (nobody has spun it) and at the version read (else 409); an early end locks the
 * wheel's prizes, which every spin locks first, so a spin either committed before it or is refused.
 */
export function createRouletteAdmin(deps: {
  db: Db;
  repo: RouletteAdminRepo;
  audit: Audit;
  roulette: Roulette;
  siteOf: SiteOf;
  history: RouletteSpinsRepo;
}) {
  const { repo, audit } = deps;

  /** Named accounts must be members of the wheel's site and currency (400 naming the first that is not). */
  async function grantsOf(siteId: number, currency: string, b: Body, tx?: Tx): Promise<Grants> {
    if (b.grant.kind === 'currency') return { memberIds: [], draws: b.grant.draws };
    // Inside an edit's transaction it reads through it (PGlite has one connection: `db` would wait for it).
    const found = await repo.membersByAccount(siteId, b.grant.accounts, tx);
    const byAccount = new Map(found.map((m) => [m.account, m]));
    const missing = b.grant.accounts.find((a) => byAccount.get(a)?.currency !== currency);
    if (missing !== undefined) {
      throw adminErrors.invalid('grant.accounts', `${missing}: no ${currency} member of that account on this site`);
    }
    return { memberIds: found.map((m) => m.id), draws: b.grant.draws };
  }

  async function create(request: FastifyRequest, actor: OperatorUser, body: RouletteCreate): Promise<number> {
    const site = await siteWithCurrency(deps.siteOf, body.site_id, body.currency);
    const { change, prizes } = parts(site, body);
    const grants = await grantsOf(body.site_id, body.currency, body);
    let row: WheelRow;
    try {
      row = await inTransaction(deps.db, async (tx) => {
        const wheel = {
          ...change,
          siteId: body.site_id,
          currency: body.currency,
          createdBy: actor.id,
          requestId: body.request_id,
        };
        const created = await repo.insert(tx, wheel, prizes, grants);
        await audit.record(tx, request, actor, {
          siteId: created.siteId,
          action: 'roulette.create',
          targetType: 'roulette',
          targetId: created.id,
          after: auditable(created, prizes),
        });
        return created;
      });
    } catch (err) {
      const first = isUniqueViolation(err) ? await repo.byRequest(actor.id, body.request_id) : undefined;
      if (!first) throw err;
      row = first;
    }
    await deps.roulette.schedule(row);
    return row.id;
  }

  async function update(request: FastifyRequest, actor: OperatorUser, id: number, body: RouletteUpdate) {
    // The site is read before the transaction: its directory may query the database (one connection on PGlite).
    const found = await repo.byId(id, actor.siteIds);
    if (!found) throw adminErrors.notFound('no such roulette wheel on your sites');
    const { change, prizes } = parts(await siteWithCurrency(deps.siteOf, found.siteId, found.currency), body);
    const row = await inTransaction(deps.db, async (tx) => {
      const before = await repo.lock(tx, id, actor.siteIds);
      if (!before) throw adminErrors.notFound('no such roulette wheel on your sites');
      if (statusOf(before, Date.now()) !== 'scheduled' || (await repo.hasSpins(tx, id))) {
        throw adminErrors.conflict('this wheel has started or ended: it can only be ended now', 'status');
      }
      const grants = await grantsOf(before.siteId, before.currency, body, tx);
      const after = await repo.replace(tx, id, body.version, change, prizes, grants);
      if (!after) throw adminErrors.conflict(STALE, 'version');
      await audit.record(tx, request, actor, {
        siteId: after.siteId,
        action: 'roulette.update',
        targetType: 'roulette',
        targetId: id,
        before: auditable(before),
        after: auditable(after, prizes),
      });
      return after;
    });
    await deps.roulette.schedule(row);
    return row;
  }

  async function end(request: FastifyRequest, actor: OperatorUser, id: number) {
    const row = await inTransaction(deps.db, async (tx) => {
      const before = await repo.lock(tx, id, actor.siteIds);
      if (!before) throw adminErrors.notFound('no such roulette wheel on your sites');
      if (statusOf(before, Date.now()) !== 'ended') await repo.lockPrizes(tx, id);
      const after = statusOf(before, Date.now()) === 'ended' ? undefined : await repo.endEarly(tx, id, new Date());
      if (!after) throw adminErrors.conflict('this wheel has already ended', 'status');
      await audit.record(tx, request, actor, {
        siteId: after.siteId,
        action: 'roulette.end',
        targetType: 'roulette',
        targetId: id,
        before: auditable(before),
        after: auditable(after),
      });
      return after;
    });
    deps.roulette.refreshPages(row.currency);
    return row;
  }

  return { create, update, end, list: repo.list, byId: repo.byId, prizesOf: repo.prizesOf, spins: deps.history.spins };
}

export type RouletteAdmin = ReturnType<typeof createRouletteAdmin>;
