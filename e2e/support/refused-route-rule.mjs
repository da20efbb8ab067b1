// Run before the browser tests' server starts (node --import tsx refused-route-rule.mjs <data dir>): the demo
// seed, then a route rule to a host site 1 does not allow. The console refuses to save such a rule and the
// seed passes the console's rules, so the tests that see the server refuse to follow one (a 500 page) write
// it here, as a row written around the console would hold it. The server then finds its seed done.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
const server = (path) => import(pathToFileURL(join(root, 'apps/server/src', path)).href);
const { openDatabase } = await server('db/client.ts');
const { seedDemo } = await server('db/seed/index.ts');
const { sites } = await server('db/schema/index.ts');
const { REFUSED_ROUTE_RULE } = await server('test/site-fixtures.ts');
const { eq, sql } = await import('drizzle-orm');

const database = await openDatabase({ dataDir: process.argv[2] });
try {
  await database.migrate(join(root, 'apps/server/src/db/migrations'));
  await seedDemo(database.db);
  await database.db
    .update(sites)
    .set({ routeRules: sql`${sites.routeRules} || ${JSON.stringify([REFUSED_ROUTE_RULE])}::jsonb` })
    .where(eq(sites.siteId, 1));
} finally {
  await database.close();
}
