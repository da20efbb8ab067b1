import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { registerPlugins } from './plugins/index.js';
import { serverOptions } from './server-options.js';
import { openDatabase } from './db/client.js';
import type { Database } from './db/client.js';
import { seedDemo } from './db/seed/index.js';
import { createLifecycle } from './lib/lifecycle.js';
import type { Lifecycle } from './lib/lifecycle.js';
import { createMetrics } from './lib/metrics.js';
import type { Metrics } from './lib/metrics.js';
import { mountActivities } from './modules/activities/index.js';
import { mountAgents } from './modules/agents/index.js';
import { mountAudit } from './modules/audit/index.js';
import type { Audit } from './modules/audit/types.js';
import { mountBackoffice } from './modules/backoffice/index.js';
import { mountContent } from './modules/content/index.js';
import { mountGames } from './modules/games/index.js';
import { mountHealth } from './modules/health/index.js';
import { createSessions, mountIdentity, mountMemberAdmin } from './modules/identity/index.js';
import { startJobs } from './modules/jobs/index.js';
import { mountLetterAdmin, mountLetters } from './modules/letters/index.js';
import { mountMetrics } from './modules/metrics/index.js';
import { mountOperatorAdmin, mountOperators } from './modules/operators/index.js';
import type { Operators } from './modules/operators/index.js';
import { mountPages } from './modules/pages/index.js';
import { mountPayments } from './modules/payments/index.js';
import { mountProgrammes } from './modules/programmes/index.js';
import { mountProtection } from './modules/protection/index.js';
import { mountRealtime } from './modules/realtime/index.js';
import { mountRegistration, mountRegistrationAdmin } from './modules/registration/index.js';
import { mountSite, mountSiteAdmin, openSiteDirectory } from './modules/site/index.js';
import { mountDashboard } from './modules/dashboard/index.js';
import type { Dashboard } from './modules/dashboard/index.js';
import { mountSms } from './modules/sms/index.js';
import { mountWallet, mountWalletAdmin } from './modules/wallet/index.js';

// Each module declares the decorations it adds (app.identity, app.wallet, app.games, ...).
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    operators: Operators;
    audit: Audit;
    dashboard: Dashboard;
    /** This node's metrics registry and counters (GET /metrics). */
    metrics: Metrics;
    /** Draining on the way out: /readyz answers 503 (see shutdown.ts). */
    lifecycle: Lifecycle;
  }
}

/**
 * Builds the whole server: database (migrated, and seeded for demos), plugins, then domain modules. A
 * caller that opened the database already (the entry point, while the modules loaded) passes it in.
 */
export async function buildApp(config: Config, opened?: Database): Promise<FastifyInstance> {
  const database = opened ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  await database.migrate(config.MIGRATIONS_DIR);
  // Nodes started together seed one after the other: the second finds the seed done.
  if (config.SEED_DEMO) await database.exclusively(() => seedDemo(database.db));
  const { db } = database;

  const app = Fastify(serverOptions(config));
  app.decorate('config', config);
  app.decorate('database', database);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);

  // What the plugins need first: the site of a host and the session of a token (and the hub, which
  // checks tokens on sockets).
  const sites = await openSiteDirectory(db, config.DEFAULT_SITE_ID);
  const siteOf = (siteId: number) => sites.byIdOrUndefined(siteId);
  const siteCurrencies = async (siteId: number) => (await siteOf(siteId))?.currencies;
  const sessions = createSessions(db, config.SESSION_TTL_MINUTES);
  const realtime = mountRealtime(app, {
    sessions,
    sites,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
  });

  await registerPlugins(app, { config, metrics, sites, sessions });

  const jobs = await startJobs(database, app.log);
  const wallet = mountWallet(app, { db, realtime, onPosting: (kind) => metrics.ledgerPostings.inc({ kind }) });
  const sms = await mountSms(app, { config, db });
  await mountHealth(app, { database, migrationsDir: config.MIGRATIONS_DIR, redisUrl: config.REDIS_URL, lifecycle });
  await mountMetrics(app, { metrics, database, jobs, realtime, token: config.METRICS_TOKEN });
  await mountSite(app);
  const identity = await mountIdentity(app, {
    config,
    db,
    realtime,
    sessions,
    wallet,
    sms,
  });
  const operators = await mountOperators(app, { db, config, throttle: identity.throttle });
  app.decorate('operators', operators);
  const audit = await mountAudit(app, { db });
  app.decorate('audit', audit);
  await mountOperatorAdmin(app, { db, operators, audit });
  const members = await mountMemberAdmin(app, { db, audit, realtime, endAllSessions: identity.endAllSessions });
  await mountWalletAdmin(app, {
    db,
    ledger: wallet,
    audit,
    realtime,
    memberOf: members.memberOf,
    mainBalance: async (siteId, memberId) => (await wallet.mainMinor(siteId, memberId)) ?? 0n,
    bringBack: wallet.operatorBringBack,
  });
  await mountLetterAdmin(app, {
    db,
    memberOf: members.memberOf,
    audit,
    realtime,
    jobs,
    siteOf,
    promotionsBlocked: identity.promotionsBlocked,
  });
  await mountSiteAdmin(app, { db, sites, audit, realtime });
  await mountRegistrationAdmin(app, { db, audit, siteOf });
  app.decorate('dashboard', await mountDashboard(app, { db, jobs }));
  const registration = await mountRegistration(app, {
    db,
    identity,
    sms,
    realtime,
  });
  await mountLetters(app, { db, realtime });
  const activities = await mountActivities(app, {
    db,
    wallet,
    realtime,
    jobs,
    audit,
    siteOf,
  });
  const games = await mountGames(app, { config, identity, wallet, realtime, jobs, audit });
  const payments = await mountPayments(app, {
    config,
    identity,
    wallet,
    realtime,
    jobs,
    audit,
    roulette: activities.roulette,
    siteCurrencies,
  });
  await mountProgrammes(app, {
    db,
    identity,
    wallet,
    realtime,
    jobs,
    audit,
    siteOf,
    testRoutes: config.PROGRAMME_JOBS_RUNNABLE,
  });
  const content = await mountContent(app, {
    db,
    realtime,
    audit,
    siteOf,
    promotionsBlocked: identity.promotionsBlocked,
  });
  await mountAgents(app, {
    db,
    identity,
    wallet,
    realtime,
    jobs,
    audit,
    content,
    registration,
    siteCurrencies,
    testRoutes: config.PROGRAMME_JOBS_RUNNABLE,
  });
  // After every module that moves money: its checks join theirs through the wallet's hook.
  await mountProtection(app, {
    db,
    config,
    identity,
    wallet,
    payments,
    siteOf,
    sitesOfOperator: (operator) => sites.sitesOfOperator(operator),
    allSites: () => sites.all(),
    audit,
    jobs,
  });
  await mountBackoffice(app, { distDir: config.BACKOFFICE_DIST });
  await mountPages(app, {
    config,
    firstBanners: (site, locale) => content.firstBanners(site, locale),
    pageVersion: async (siteId) =>
      `${await content.version(siteId)}.${(await games.catalogue.forSite(siteId)).version}`,
  });

  // A reply sent while draining closes its connection: a keep-alive connection left idle would hold the
  // server's close until the deadline.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  // Before the server waits for requests in flight: sockets are dropped (their clients reconnect to
  // another node), since an open WebSocket would hold the close up to the deadline.
  app.addHook('preClose', async () => {
    lifecycle.startDraining();
    realtime.dropConnections();
  });
  // One hook, so the order holds: workers stop before the hub and the database they use close.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await realtime.close();
    await database.close();
  });
  return app;
}
