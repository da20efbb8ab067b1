import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import type { Database } from './db/client.js';
import { seedDemo } from './db/seed/index.js';
import { loggerOptions } from './lib/logger.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeaders } from './plugins/security-headers.js';
import { healthRoutes } from './modules/health/routes.js';
import { authRoutes } from './modules/identity/auth-routes.js';
import { createIdentity } from './modules/identity/index.js';
import { createSessionRepo } from './modules/identity/session-repo.js';
import { createSessionService } from './modules/identity/session-service.js';
import type { Identity } from './modules/identity/index.js';
import { memberRoutes } from './modules/identity/member-routes.js';
import { forgotPasswordRoutes } from './modules/identity/forgot-password.js';
import { registrationRoutes } from './modules/registration/routes.js';
import { letterRoutes } from './modules/letters/routes.js';
import { activityRoutes } from './modules/activities/routes.js';
import { createRedEnvelopes } from './modules/activities/red-envelope.js';
import type { RedEnvelopes } from './modules/activities/red-envelope.js';
import { createRoulette } from './modules/activities/roulette.js';
import type { Roulette } from './modules/activities/roulette.js';
import { startJobs } from './modules/jobs/jobs.js';
import { createLetters } from './modules/letters/service.js';
import type { LettersService } from './modules/letters/service.js';
import { createLedger } from './modules/wallet/ledger.js';
import { createWalletService } from './modules/wallet/service.js';
import type { WalletService } from './modules/wallet/service.js';
import { createSmsCodes } from './modules/sms/code-service.js';
import { smsOutboxRoutes } from './modules/sms/outbox-routes.js';
import { testOperatorRoutes } from './modules/activities/test-operator-routes.js';
import { smsSender } from './modules/sms/index.js';
import { pageRoutes } from './modules/pages/routes.js';
import { loadWebBuild } from './modules/pages/web-build.js';
import { createRealtimeHub } from './modules/realtime/hub.js';
import type { RealtimeHub } from './modules/realtime/hub.js';
import { SiteDirectory } from './modules/site/directory.js';
import { createSiteRepo } from './modules/site/repo.js';
import { siteRoutes } from './modules/site/routes.js';
import { mountGames } from './modules/games/index.js';
import { mountContent } from './modules/content/index.js';
import type { Games } from './modules/games/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    realtime: RealtimeHub;
    identity: Identity;
    wallet: WalletService;
    letters: LettersService;
    activities: { redEnvelopes: RedEnvelopes; roulette: Roulette };
    games: Games;
  }
}

/** Builds the whole server: database (migrated, and seeded for demos), plugins, then domain modules. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate(config.MIGRATIONS_DIR);
  if (config.SEED_DEMO) await seedDemo(database.db);

  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // One line per request only when debugging: the hot path stays cheap and logs stay small.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);

  // An empty POST body means "no fields" (spec: /logout sends an empty body).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error('body: malformed JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
        undefined,
      );
    }
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
  });

  const sites = new SiteDirectory(createSiteRepo(database.db), config.DEFAULT_SITE_ID);
  await sites.refresh();
  const sessionRepo = createSessionRepo(database.db);
  const sessions = createSessionService(sessionRepo, config.SESSION_TTL_MINUTES);
  const realtime = createRealtimeHub(app.server, {
    sessions,
    redisUrl: config.REDIS_URL,
    siteOf: async (host) => (await sites.byHostName(host)).siteId,
  });
  const identity = createIdentity(database.db, config, { realtime, sessions, sessionRepo });
  app.decorate('realtime', realtime);
  app.decorate('identity', identity);

  await app.register(errorsPlugin);
  await app.register(securityHeaders, { config });
  await app.register(cookie);
  await app.register(rateLimitPlugin, { config });
  await app.register(requestContextPlugin, { sites });
  await app.register(authPlugin, { sessions });

  await app.register(healthRoutes, { database });
  await app.register(siteRoutes);
  await app.register(authRoutes, { identity });
  const ledger = createLedger(database.db);
  const wallet = createWalletService(ledger, realtime);
  app.decorate('wallet', wallet);
  await app.register(memberRoutes, {
    identity,
    wallet,
    // Games mount later; the layout asks them at request time.
    isPlaying: async (siteId, memberId) => Boolean(await app.games.play.openGame({ siteId, memberId, currency: '' })),
  });
  const sms = createSmsCodes(database.db, smsSender(config, database.db));
  await app.register(forgotPasswordRoutes, { identity, sms });
  await app.register(registrationRoutes, { identity, sms });
  const letters = createLetters(database.db, realtime);
  app.decorate('letters', letters);
  await app.register(letterRoutes, { letters });
  const jobs = await startJobs(database);
  const activityDeps = { db: database.db, ledger, realtime, jobs };
  const redEnvelopes = createRedEnvelopes(activityDeps);
  const roulette = createRoulette(activityDeps);
  await Promise.all([redEnvelopes.start(), roulette.start()]);
  app.decorate('activities', { redEnvelopes, roulette });
  await app.register(activityRoutes, { identity, redEnvelopes, roulette });
  app.decorate('games', await mountGames(app, { config, identity, ledger, wallet, realtime, jobs }));
  const content = await mountContent(app, { db: database.db, realtime, operatorRoutes: config.TEST_OPERATOR_ROUTES });
  if (config.SMS_OUTBOX_READABLE) await app.register(smsOutboxRoutes);
  if (config.TEST_OPERATOR_ROUTES) {
    await app.register(testOperatorRoutes, { identity, letters, redEnvelopes, roulette });
  }
  await app.register(pageRoutes, {
    config,
    web: loadWebBuild(config.WEB_DIST),
    firstBanners: (site, locale) => content.firstBanners(site, locale),
  });

  app.addHook('onClose', async () => {
    await jobs.stop();
    await realtime.close();
    await database.close();
  });
  return app;
}
