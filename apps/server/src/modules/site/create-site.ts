import { siteCreate } from '@playdeck/contract/admin';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import type { Audit } from '../audit/types.js';
import type { OpenNewCurrencies } from '../registration/index.js';
import type { SiteAdminRepo } from './admin-repo.js';
import type { SiteRow } from './repo.js';
import { takenDomain } from './settings-admin.js';

export class SiteNotCreated extends Error {}

/**
 * Creates a site (`npm run site:create`): a fresh production database has none, and every page needs one.
 * Its domains are checked against every other site's under the same locks a change of domains takes
 * (`lockForNewSite`), so no host ever resolves to two sites.
 * It starts without content, games or payment channels, which the operator adds in the console; its
 * currencies start open to registration with the default form (decision 0041).
 */
export async function createSite(
  deps: { db: Db; repo: SiteAdminRepo; audit: Pick<Audit, 'append'>; openRegistration: OpenNewCurrencies },
  input: unknown,
): Promise<SiteRow> {
  const parsed = siteCreate.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new SiteNotCreated(`${first.path.join('.') || 'input'}: ${first.message}`);
  }
  const site = parsed.data;
  return inTransaction(deps.db, async (tx) => {
    const taken = takenDomain(await deps.repo.lockForNewSite(tx), undefined, site.domains);
    if (taken) throw new SiteNotCreated(taken);
    const row = await deps.repo.insertSite(tx, {
      operator: site.operator,
      name: site.name,
      title: site.title ?? site.name,
      titleEn: site.title ?? site.name,
      domains: site.domains,
      templateName: site.template_name,
      mobileTemplateName: site.mobile_template_name,
      currencies: site.currencies,
      locales: site.locales,
      defaultLocale: site.locales[0]!,
      envConfig: {
        customerUrl: {},
        AGENT_BIND_FAST_PAYMENT_FLAG: 0,
        redirectHosts: [],
        ...(site.time_zone ? { timeZone: site.time_zone } : {}),
      },
      routeRules: [],
    });
    await deps.openRegistration(tx, row.siteId, site.currencies);
    await deps.audit.append(tx, {
      operator: site.operator,
      siteId: row.siteId,
      actorId: null,
      actorUsername: 'command line',
      actorRole: 'system',
      action: 'site.create',
      targetType: 'site',
      targetId: String(row.siteId),
      after: site,
      reason: 'npm run site:create',
    });
    return row;
  });
}
