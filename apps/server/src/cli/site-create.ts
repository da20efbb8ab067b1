import { parseArgs } from 'node:util';
import { createAuditRepo } from '../modules/audit/repo.js';
import { createCurrencyDefaults } from '../modules/registration/index.js';
import { createSite } from '../modules/site/create-site.js';
import { createSiteAdminRepo } from '../modules/site/admin-repo.js';
import { commaList, runCommand } from './run-command.js';

const USAGE = `npm run site:create -- --operator "<operator>" --name "<site name>" --domains <host,host> --currencies <USD,...> --locales <en_US,...> [--title "<page title>"] [--templates <desktop>,<mobile>] [--time-zone <Area/City>]

Creates a site on the database of this environment (DATABASE_URL, or the embedded one in DATA_DIR), so a
fresh production database has one to serve. The first currency and locale are the site's defaults; the
desktop and mobile templates default to suncity,H5_1. Its currencies open to registration with a default form
(password twice, optional phone and e-mail, introducer). The site starts without content, games or payment
channels: create its first owner (npm run operator:create -- --sites <id>), then set those in the console.
Running nodes see the new site within a second. On the embedded database (no DATABASE_URL), stop the server
first: its directory belongs to one process.`;

const { values } = parseArgs({
  options: {
    operator: { type: 'string' },
    name: { type: 'string' },
    title: { type: 'string' },
    domains: { type: 'string' },
    currencies: { type: 'string' },
    locales: { type: 'string' },
    templates: { type: 'string' },
    'time-zone': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || !values.operator || !values.name || !values.domains || !values.currencies || !values.locales) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

runCommand(async (database, config) => {
  const [desktop, mobile] = commaList(values.templates);
  const site = await createSite(
    {
      db: database.db,
      repo: createSiteAdminRepo(database.db),
      audit: createAuditRepo(database.db),
      openRegistration: createCurrencyDefaults(database.db),
    },
    {
      operator: values.operator,
      name: values.name,
      title: values.title,
      domains: commaList(values.domains),
      currencies: commaList(values.currencies),
      locales: commaList(values.locales),
      template_name: desktop,
      mobile_template_name: mobile,
      time_zone: values['time-zone'],
    },
  );
  console.log(
    `Created site ${site.siteId} "${site.name}" for ${site.operator} on ${site.domains.join(', ')} ` +
      `(${site.currencies.join(', ')}; ${site.locales.join(', ')}).`,
  );
  console.log(
    `Next: npm run operator:create -- --username <name> --role owner --sites ${site.siteId}` +
      (site.siteId === config.DEFAULT_SITE_ID ? '' : ` (DEFAULT_SITE_ID is ${config.DEFAULT_SITE_ID})`),
  );
  return 0;
});
