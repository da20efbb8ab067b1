import { seeded } from '../art/palette.js';
import type { PageContext } from './pages.js';
import { escapeHtml, pageShell } from './pages.js';

export interface Fixture {
  id: string;
  sport: 'Football' | 'Basketball' | 'Tennis';
  league: string;
  startsAt: Date;
  home: string;
  away: string;
  /** Decimal odds: home, draw (football only), away. */
  odds: { label: string; price: string }[];
}

const SPORTS = [
  {
    sport: 'Football',
    league: 'Premier Cup',
    teams: ['Northbridge FC', 'Harbor City', 'Redwood United', 'Ironvale', 'Lakeside Rovers', 'Kingsport Athletic'],
  },
  {
    sport: 'Basketball',
    league: 'Pro League',
    teams: ['Capital Comets', 'Desert Hawks', 'Bay Titans', 'Summit Wolves'],
  },
  { sport: 'Tennis', league: 'Masters Open', teams: ['A. Moreau', 'K. Tanaka', 'L. Novak', 'R. Alvarez'] },
] as const;

const HOUR = 3_600_000;
/** A bookmaker's margin on top of the fair prices. */
const MARGIN = 1.06;
const price = (probability: number) => (1 / (probability * MARGIN)).toFixed(2);

/** Today's fixtures (UTC day): the same list all day, kick-offs spread over the hours ahead. */
export function fixturesOf(now: Date): Fixture[] {
  const day = Math.floor(now.getTime() / (24 * HOUR));
  const random = seeded(`sports:${day}`);
  const firstKickOff = Math.ceil(now.getTime() / HOUR) * HOUR + HOUR;
  return SPORTS.flatMap(({ sport, league, teams }, s) => {
    const order = [...teams].sort(() => random() - 0.5);
    return Array.from({ length: order.length / 2 }, (_, i) => {
      // The away side keeps at least a 10% chance (0.6 + 0.3 at most before it), so no price passes 10.
      const home = 0.3 + random() * 0.3;
      const draw = sport === 'Football' ? 0.22 + random() * 0.08 : 0;
      const odds = [
        { label: '1', price: price(home) },
        ...(draw ? [{ label: 'X', price: price(draw) }] : []),
        { label: '2', price: price(1 - home - draw) },
      ];
      const startsAt = new Date(firstKickOff + (s * 3 + i) * HOUR + Math.floor(random() * 4) * 15 * 60_000);
      return { id: `${day}-${s}-${i}`, sport, league, startsAt, home: order[i * 2]!, away: order[i * 2 + 1]!, odds };
    });
  });
}

const time = (d: Date) => `${d.toISOString().slice(11, 16)} UTC`;

function fixtureRow(f: Fixture): string {
  const e = escapeHtml;
  const choices = f.odds
    .map(
      (o) =>
        `<label class="odd"><input type="radio" name="pick-${e(f.id)}" value="${e(o.label)}">` +
        `<span><small>${e(o.label)}</small><b>${e(o.price)}</b></span></label>`,
    )
    .join('');
  return `<li class="fixture"><p class="fixture-meta"><span>${e(f.league)}</span><time datetime="${f.startsAt.toISOString()}">${time(f.startsAt)}</time></p>
<p class="fixture-teams"><span>${e(f.home)}</span><span class="vs">vs</span><span>${e(f.away)}</span></p>
<fieldset class="odds"><legend class="visually-hidden">${e(f.home)} vs ${e(f.away)}</legend>${choices}</fieldset></li>`;
}

/** The sports book's quick-bet page: today's fixtures by sport with their odds, to browse and pick. */
export function sportsPage(ctx: PageContext, now = new Date()): string {
  const fixtures = fixturesOf(now);
  const sections = SPORTS.map(({ sport }) => {
    const rows = fixtures.filter((f) => f.sport === sport).map(fixtureRow);
    return `<section class="panel sport" aria-labelledby="sport-${sport}"><h2 id="sport-${sport}">${sport}</h2>
<ul class="fixtures">${rows.join('\n')}</ul></section>`;
  }).join('\n');
  const note = '<p class="hint sports-note">Odds are shown for browsing: the sandbox sports book takes no bets.</p>';
  return pageShell(ctx, 'sports', 'Sports', `<div class="sports">${sections}${note}</div>`, { back: false });
}
