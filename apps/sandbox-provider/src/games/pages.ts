import { titleOf } from '../catalogue.js';
import { SLOT_REELS, SLOT_SYMBOL_FACES } from './slot.js';

/** What every game page needs; all of it is escaped on the way into the HTML. */
export interface PageContext {
  /** The plugin's prefix ('' or e.g. '/sandbox-provider'): assets and calls live under it. */
  base: string;
  code: string;
  session: string;
  balance: bigint | null;
  currency: string | null;
  back: { href: string; label: string };
}

export const SLOT_BETS = [10n, 20n, 50n, 100n, 200n, 500n, 1_000n];
export const CRASH_BETS = [10n, 50n, 100n, 500n, 1_000n, 5_000n];
const DEFAULT_BET = 100n;
/** Demo players play with these credits, kept by the page only. */
export const DEMO_CREDITS = 200_000n;

/** Every game page and the 403 page: scripts and styles from this origin only, no inline code at all. */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const formatMinor = (minor: bigint) => {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  const units = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${units}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** A few accent colours; the game code picks one, so different slot codes look a little different. */
const themeOf = (code: string) => [...code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 4;

/** Pages that need no script of their own. */
const STATIC_KINDS = new Set(['lobby']);

/**
 * Demo players play with credits in GP, the display-only currency of demo play:
 * every amount of demo credits on the page (balance, wins, last win) reads "GP 2,000.00", the code
 * first like the member site's money.
 */
export const DEMO_CURRENCY = 'GP';

/** Demo credits as shown everywhere: `GP 2,000.00`. */
export const formatCredits = (minor: bigint) => `${DEMO_CURRENCY} ${formatMinor(minor)}`;

export function pageShell(
  ctx: PageContext,
  kind: string,
  title: string,
  main: string,
  opts: { back?: boolean } = {},
): string {
  const e = escapeHtml;
  const demo = ctx.balance === null;
  const balance = formatMinor(ctx.balance ?? DEMO_CREDITS);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${e(ctx.base)}/games/assets/games.css">
${STATIC_KINDS.has(kind) ? '' : `<script type="module" src="${e(ctx.base)}/games/assets/${kind}.js"></script>`}
</head>
<body class="game game-${kind}" data-theme="${themeOf(ctx.code)}" data-api="${e(ctx.base)}" data-session="${e(ctx.session)}"
  data-balance="${demo ? '' : e(String(ctx.balance))}" data-demo-credits="${DEMO_CREDITS}" data-code="${e(ctx.code)}">
<header class="bar">
  ${opts.back === false ? '' : `<a class="back" href="${e(ctx.back.href)}">← ${e(ctx.back.label)}</a>`}
  <h1>${e(title)}</h1>
  <p class="balance"><span class="label">${demo ? 'Demo credits' : 'Balance'}</span>
    <span class="currency">${demo ? DEMO_CURRENCY : e(ctx.currency ?? '')}</span>
    <output id="balance" aria-live="off">${balance}</output></p>
</header>
<main class="layout">
${main}
</main>
</body>
</html>`;
}

function betChoices(bets: bigint[]): string {
  const chips = bets
    .map(
      (
        bet,
      ) => `<label class="chip"><input type="radio" name="bet" value="${bet}"${bet === DEFAULT_BET ? ' checked' : ''}>
      <span>${formatMinor(bet)}</span></label>`,
    )
    .join('\n      ');
  return `<fieldset class="bets"><legend>Bet</legend>
      ${chips}
    </fieldset>`;
}

export function slotPage(ctx: PageContext): string {
  const cells = [0, 1, 2]
    .flatMap((row) =>
      SLOT_REELS.map((reel, r) => {
        const symbol = reel[row]!;
        return `<div class="cell sym-${symbol}" data-row="${row}" data-reel="${r}">${SLOT_SYMBOL_FACES[symbol].glyph}</div>`;
      }),
    )
    .join('');
  const main = `<section class="machine" aria-label="Slot machine">
  <div class="grid" id="grid" role="img" aria-label="Reels">${cells}</div>
  <div class="controls">
    ${betChoices(SLOT_BETS)}
    <button type="button" id="spin" class="primary">Spin</button>
  </div>
  <p id="result" class="result" role="status" aria-live="polite">Pick a bet and spin.</p>
  <p class="last-win">Last win <output id="last-win">${ctx.balance === null ? formatCredits(0n) : '0.00'}</output></p>
</section>
<section class="panel paytable" aria-labelledby="paytable-title">
  <h2 id="paytable-title">Paytable</h2>
  <div id="paytable"><p>Loading the paytable…</p></div>
</section>`;
  return pageShell(ctx, 'slot', titleOf(ctx.code) ?? `Slot · ${ctx.code}`, main);
}

export function crashPage(ctx: PageContext): string {
  const main = `<section class="machine crash-stage" aria-label="Crash game">
  <div class="multiplier" id="multiplier">1.00×</div>
  <div class="controls">
    ${betChoices(CRASH_BETS)}
    <label class="target">Auto cash-out at
      <input id="target" name="target" inputmode="decimal" autocomplete="off" value="2.00" aria-describedby="target-hint">
    </label>
    <p id="target-hint" class="hint">From 1.01× to 1000.00×. You win bet × target when the round reaches it.</p>
    <button type="button" id="bet" class="primary">Place bet</button>
  </div>
  <p id="result" class="result" role="status" aria-live="polite">Set a target and place a bet.</p>
  <p class="last-win">Last win <output id="last-win">${ctx.balance === null ? formatCredits(0n) : '0.00'}</output></p>
</section>
<section class="panel" aria-labelledby="history-title">
  <h2 id="history-title">Last rounds</h2>
  <ol id="history" class="history" reversed></ol>
  <h2>Provably fair</h2>
  <p>Every round's hash was fixed before play: the chain's terminating hash below was published first,
  and each round's hash is the SHA-256 pre-image of the one before it. The crash point is
  HMAC-SHA256(salt, hash): its first 52 bits n give floor(99 × 2<sup>52</sup> / (2<sup>52</sup> − n)) / 100,
  at least 1.00×, a 1% house edge at every target.</p>
  <dl class="facts"><dt>Terminating hash</dt><dd id="terminating" class="hash">…</dd><dt>Salt</dt><dd id="salt">…</dd></dl>
  <button type="button" id="verify" class="secondary">Verify the last round</button>
  <p id="verify-result" role="status" aria-live="polite"></p>
</section>`;
  return pageShell(ctx, 'crash', titleOf(ctx.code) ?? `Crash · ${ctx.code}`, main);
}

export function lobbyPage(ctx: PageContext, games: { name: string; href: string; blurb: string }[]): string {
  const e = escapeHtml;
  const cards = games
    .map(
      (g) => `<li><a class="card" href="${e(g.href)}"><strong>${e(g.name)}</strong><span>${e(g.blurb)}</span></a></li>`,
    )
    .join('\n  ');
  return pageShell(ctx, 'lobby', 'Sandbox games', `<ul class="cards" aria-label="Games">\n  ${cards}\n</ul>`);
}

export function deniedPage(base: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game unavailable</title><link rel="icon" href="data:,"><link rel="stylesheet" href="${escapeHtml(base)}/games/assets/games.css"></head>
<body class="game denied"><main class="layout"><section class="panel" role="alert">
<h1>This game could not be opened</h1><p>${escapeHtml(message)}</p>
<p>Go back to the site's game lobby and open the game again.</p>
</section></main></body>
</html>`;
}
