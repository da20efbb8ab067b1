import type { FastifyInstance } from 'fastify';
import { artRoutes } from './art/art-routes.js';
import type { Faults } from './faults.js';
import { NO_FAULTS, randomLatency, sleep } from './faults.js';
import { createAccess } from './games/access.js';
import { loadGameAssets } from './games/assets.js';
import { createCrashChains } from './games/crash-chains.js';
import { pageRoutes } from './games/page-routes.js';
import { playRoutes } from './games/play-routes.js';
import { createRounds } from './games/rounds.js';
import { createLaunchTokens, createPlaySessions } from './launch.js';
import { sandboxOperatorApi } from './operator-api.js';
import type { SeamlessCaller } from './hub88/seamless-caller.js';
import type { ProviderDb } from './wallet.js';
import { createProviderWallet } from './wallet.js';

export interface GamesOptions {
  db: ProviderDb;
  /** Checks launch links and signs play sessions (the operator API signs links with the same secret). */
  secret: string;
  faults?: Faults;
  /** Rounds per crash hash chain (default 10,000); a used-up chain is followed by a new one. */
  crashChainLength?: number;
  /** Where the game pages' JS and CSS are (default: src/games/assets beside this file). */
  assetsDir?: string;
  /** Uniform [0, 1) source for slot reels; default the OS CSPRNG. Tests pass a seeded one. */
  random?: () => number;
  /** Where rounds launched seamless (through the Hub88 face) bet and win: the operator's wallet. */
  seamless?: SeamlessCaller;
}

export interface SandboxOptions extends GamesOptions {
  /** Operators authenticate with this key in `x-operator-key`. */
  operatorKey: string;
}

/**
 * The playable games: pages, their files, spins and bets. This is the part a member's browser opens;
 * it holds no key and acts only through a signed launch link or the play session a page gets from one.
 */
export async function sandboxGames(app: FastifyInstance, opts: GamesOptions): Promise<void> {
  app.addHook('onRequest', async () => sleep(randomLatency(opts.faults ?? NO_FAULTS)));
  const access = createAccess(createLaunchTokens(opts.secret), createPlaySessions(opts.secret));
  const chains = createCrashChains({ length: opts.crashChainLength ?? 10_000 });
  const assets = loadGameAssets(opts.assetsDir);
  const wallet = createProviderWallet(opts.db);
  pageRoutes(app, { db: opts.db, wallet, access, chains, assets, seamless: opts.seamless });
  artRoutes(app);
  playRoutes(app, {
    db: opts.db,
    access,
    chains,
    rounds: createRounds(opts.db),
    random: opts.random,
    seamless: opts.seamless,
  });
}

/**
 * The whole provider on one prefix, as a stand-alone provider serves it: the operator API under
 * `/api` (operator key) beside the public game pages. The embedded sandbox never uses this: it keeps
 * the operator API off the member site's port (apps/server, games module).
 */
export async function sandboxProvider(app: FastifyInstance, opts: SandboxOptions): Promise<void> {
  // Children take only what is theirs: the register options' own `prefix` would be added twice.
  const { db, operatorKey, secret, faults } = opts;
  await app.register(sandboxOperatorApi, { db, operatorKey, secret, faults, gamesBase: app.prefix });
  const { crashChainLength, assetsDir, random } = opts;
  await app.register(sandboxGames, { db, secret, faults, crashChainLength, assetsDir, random });
}

export { createLaunchTokens };
