import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SeamlessCaller } from '../hub88/seamless-caller.js';
import type { ProviderDb, ProviderWallet } from '../wallet.js';
import type { Access, GameAccess } from './access.js';
import { kindOf, safeLobbyUrl } from './access.js';
import type { Asset } from './assets.js';
import type { CrashChains } from './crash-chains.js';
import { formatMultiplier } from './crash.js';
import type { PageContext } from './pages.js';
import { crashPage, deniedPage, lobbyPage, PAGE_CSP, slotPage } from './pages.js';
import { sportsPage } from './sports.js';
import { LINE_COUNT, SLOT_LINES, SLOT_PAYTABLE, SLOT_REELS, SLOT_SYMBOL_FACES, SLOT_SYMBOLS, slotRtp } from './slot.js';

export interface PageRouteDeps {
  db: ProviderDb;
  wallet: ProviderWallet;
  access: GameAccess;
  chains: CrashChains;
  assets: Map<string, Asset>;
  seamless?: SeamlessCaller;
}

const rtp = slotRtp();
const PAYTABLE = {
  game: 'slot',
  rows: 3,
  reels: SLOT_REELS,
  lines: SLOT_LINES,
  symbols: SLOT_SYMBOLS.map((id) => ({ id, ...SLOT_SYMBOL_FACES[id], pays: SLOT_PAYTABLE[id] })),
  rtp: `${(Number((rtp.numerator * 10_000n) / rtp.denominator) / 100).toFixed(2)}%`,
  rtp_exact: { numerator: rtp.numerator.toString(), denominator: rtp.denominator.toString() },
  rules:
    `Bet per spin, spread over ${LINE_COUNT} fixed lines. A line pays 3, 4 or 5 of a kind from the leftmost reel; ` +
    'the wild (★) stands for every symbol and pays on its own; only the best pay of each line counts. ' +
    `Pays are in line bets: a line wins bet × pay / ${LINE_COUNT}, rounded down to a minor unit.`,
};

/** Game pages, their static files, the published paytable and the crash chain. */
export function pageRoutes(app: FastifyInstance, deps: PageRouteDeps): void {
  const base = app.prefix;
  const pageHeaders = (reply: FastifyReply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff');

  app.get<{ Params: { file: string } }>('/games/assets/:file', async (request, reply) => {
    const asset = deps.assets.get(request.params.file);
    if (!asset) return reply.status(404).send({ error: 'not_found' });
    reply.header('content-type', asset.type).header('etag', asset.etag).header('cache-control', 'no-cache');
    reply.header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
    return reply.send(asset.body);
  });

  app.get('/games/paytable', async () => PAYTABLE);

  app.get('/crash/chain', async () => {
    const chain = await deps.chains.published(deps.db, 50);
    return {
      chain_id: chain.chainId,
      length: chain.length,
      terminating_hash: chain.terminatingHash,
      salt: chain.salt,
      rounds: chain.rounds.map((r) => ({ index: r.index, hash: r.hash, crash_point: formatMultiplier(r.crashCents) })),
    };
  });

  app.get<{ Params: { code: string }; Querystring: { t?: string } }>('/games/:code', async (request, reply) => {
    const code = request.params.code;
    const deny = (message: string) => pageHeaders(reply).status(403).send(deniedPage(base, message));
    if (code.length > 64 || typeof request.query.t !== 'string') return deny('The game link is incomplete.');
    const opened = deps.access.openPage(request.query.t, code);
    if ('denied' in opened) return deny(opened.denied);
    const { siteId, playerId } = opened.claims;
    const seamless = opened.claims.seamless;
    const account =
      playerId === null
        ? null
        : seamless && deps.seamless
          ? { balance: (await deps.seamless.balance(opened.claims)) ?? 0n, currency: seamless.currency }
          : await deps.wallet.account(siteId, playerId);
    if (account === undefined) return deny('This player is not known to the game provider.');
    const ctx: PageContext = {
      base,
      code,
      session: deps.access.sessionFor(opened, code),
      balance: account?.balance ?? null,
      currency: account?.currency ?? null,
      back: backLink(opened, code, base, request.query.t),
    };
    const kind = kindOf(code);
    if (kind === 'slot') return pageHeaders(reply).send(slotPage(ctx));
    if (kind === 'crash') return pageHeaders(reply).send(crashPage(ctx));
    if (kind === 'sports') return pageHeaders(reply).send(sportsPage(ctx));
    const link = (game: string) => `${base}/games/${game}?t=${encodeURIComponent(ctx.session)}`;
    return pageHeaders(reply).send(
      lobbyPage(ctx, [
        {
          name: 'Sandbox Slot',
          href: link('sandbox-slot'),
          blurb: `5 reels, ${LINE_COUNT} lines, RTP ${PAYTABLE.rtp}`,
        },
        { name: 'Crash', href: link('crash'), blurb: 'Pick a cash-out target; provably fair rounds' },
      ]),
    );
  });
}

/** A game opened from the sandbox lobby goes back to it; everything else back to the operator's lobby. */
function backLink(opened: Access, code: string, base: string, token: string): PageContext['back'] {
  if (code === 'lobby') return { href: safeLobbyUrl(opened.claims.lobbyUrl), label: 'Close' };
  if (opened.via === 'session' && opened.claims.gameCode === 'lobby') {
    return { href: `${base}/games/lobby?t=${encodeURIComponent(token)}`, label: 'Games' };
  }
  return { href: safeLobbyUrl(opened.claims.lobbyUrl), label: 'Lobby' };
}
