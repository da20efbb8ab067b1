import type { FastifyRequest } from 'fastify';
import { channels } from '@playdeck/contract';
import type { SiteSettingsUpdate } from '@playdeck/contract/admin';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { OpenNewCurrencies } from '../registration/index.js';
import type { SiteAdminRepo } from './admin-repo.js';
import type { SiteDirectory } from './directory.js';
import { SITE_CHECK_MS } from './directory.js';
import type { SiteRow } from './repo.js';
import { settingsChange, toSettingsRecord } from './settings-record.js';

const STALE = 'changed by someone else since you opened it: reload and try again';
const NOT_YOURS = 'no such site of yours';

/**
 * The first of `domains` another site (than `siteId`) already answers on, and why it is refused: no host
 * may ever resolve to two sites. Undefined when all are free.
 */
export function takenDomain(
  all: { siteId: number; domains: string[] }[],
  siteId: number | undefined,
  domains: string[],
): string | undefined {
  for (const other of all) {
    if (other.siteId === siteId) continue;
    const taken = domains.find((d) => other.domains.some((o) => o.toLowerCase() === d));
    if (taken) return `${taken} is already a domain of site ${other.siteId}`;
  }
  return undefined;
}

/** A tag's own id may be given only to a domain of this site (as it stands after this very change). */
function assertAnalyticsDomains(body: SiteSettingsUpdate, domains: string[]): void {
  for (const [tag, setting] of Object.entries(body.analytics?.tags ?? {})) {
    const stray = setting.domain_ids.find((d) => !domains.some((own) => own.toLowerCase() === d.domain));
    if (stray) throw adminErrors.invalid('analytics', `${tag}: ${stray.domain} is not a domain of this site`);
  }
}

/**
 * The owner's changes to a site. One transaction: the row locked, changed only at the version the
 * console read (else 409), the audit row appended. After the commit this node's site directory reloads
 * at once; every other node sees the raised version within SITE_CHECK_MS. Open pages are then told to
 * fetch the site detail again (customer_service_link_change, which the member site already handles),
 * once every node's copy has been checked, so the refetch sees the change whichever node answers it.
 */
export function createSiteSettingsAdmin(deps: {
  db: Db;
  repo: SiteAdminRepo;
  audit: Audit;
  sites: SiteDirectory;
  realtime: RealtimeHub;
  /** A currency the site starts offering opens to registration with the default form (decision 0041). */
  openRegistration: OpenNewCurrencies;
}) {
  const { repo, audit } = deps;

  function announce(): void {
    const timer = setTimeout(
      () => deps.realtime.publish(channels.webMember, 'customer_service_link_change', {}),
      SITE_CHECK_MS + 50,
    );
    timer.unref();
  }

  return {
    async read(actor: OperatorUser, siteId: number): Promise<SiteRow> {
      const row = actor.siteIds.includes(siteId) ? await repo.site(siteId) : undefined;
      if (!row) throw adminErrors.notFound(NOT_YOURS);
      return row;
    },

    async update(request: FastifyRequest, actor: OperatorUser, siteId: number, body: SiteSettingsUpdate) {
      if (!actor.siteIds.includes(siteId)) throw adminErrors.notFound(NOT_YOURS);
      const after = await inTransaction(deps.db, async (tx) => {
        // A change of domains locks every site (in id order, as every such write does) before this one.
        const all = body.domains ? await repo.lockAllSites(tx) : [];
        const before = await repo.lockSite(tx, siteId);
        if (!before) throw adminErrors.notFound(NOT_YOURS);
        if (before.version !== body.version) throw adminErrors.conflict(STALE, 'version');
        const taken = body.domains && takenDomain(all, siteId, body.domains);
        if (taken) throw adminErrors.invalid('domains', taken);
        assertAnalyticsDomains(body, body.domains ?? before.domains);
        const updated = await repo.updateSite(tx, siteId, body.version, settingsChange(before, body));
        if (!updated) throw adminErrors.conflict(STALE, 'version');
        if (body.currencies) await deps.openRegistration(tx, siteId, body.currencies);
        await audit.record(tx, request, actor, {
          siteId,
          action: 'site.update',
          targetType: 'site',
          targetId: siteId,
          before: toSettingsRecord(before),
          after: toSettingsRecord(updated),
        });
        return updated;
      });
      await deps.sites.refresh();
      announce();
      return after;
    },
  };
}

export type SiteSettingsAdmin = ReturnType<typeof createSiteSettingsAdmin>;
