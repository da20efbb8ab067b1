import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sites } from '../db/schema/index.js';

/**
 * A route rule to a host the site does not allow. The console refuses to save it (decision 0002), and the
 * demo seed passes the console's rules, so a test of the server's refusal at page time (a 500 page) writes
 * it into the site's row itself, as a row written around the console would hold it.
 */
export const REFUSED_ROUTE_RULE = {
  path: '/blocked-partner',
  redirect: 'https://partner.not-allowed.example/',
  status: 302,
};

/** Adds REFUSED_ROUTE_RULE to a site's rules and reloads the app's site directory. */
export async function addRefusedRouteRule(app: FastifyInstance, siteId = 1): Promise<void> {
  await app.database.db
    .update(sites)
    .set({
      routeRules: sql`${sites.routeRules} || ${JSON.stringify([REFUSED_ROUTE_RULE])}::jsonb`,
      version: sql`${sites.version} + 1`,
    })
    .where(eq(sites.siteId, siteId));
  await app.sites.refresh();
}
