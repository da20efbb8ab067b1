import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CSP } from './pages.js';
import { createLaunchTokens } from '../launch.js';
import { SECRET } from './test-helpers.js';
import type { Provider } from './test-helpers.js';

/** Runs on the provider that http.test.ts starts (one embedded database for all HTTP cases). */
export function pageCases(provider: () => Provider): void {
  let p: Provider;
  beforeAll(async () => {
    p = provider();
    await p.player('g1', 123_456n);
  });

  const get = (url: string) => p.app.inject({ method: 'GET', url });
  const attr = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
  const decode = (s: string | undefined) => (s ?? '').replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));

  describe('game pages', () => {
    it('opens the slot with a valid link: strict CSP, no inline script, the balance and a play session', async () => {
      const { url } = await p.launch('g1', 'slot-sunrise', '/lobby?from=slot');
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
      expect(PAGE_CSP).toContain("script-src 'self'");
      expect(PAGE_CSP).toContain("frame-ancestors 'self'");
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(res.body).not.toMatch(/\sstyle=|\son\w+=/);
      expect(res.body).toContain('<title>Slot · slot-sunrise</title>');
      expect(res.body).toContain('1,234.56');
      expect(res.body).toContain('href="/lobby?from=slot"');
      const session = attr(res.body, 'data-session')!;
      const spin = await p.app.inject({
        method: 'POST',
        url: '/sbx/play/slot/spin',
        payload: { t: session, bet: '10' },
      });
      expect(spin.statusCode).toBe(200);
    });

    it('answers 403 with a page for a bad, missing or other-game link', async () => {
      const crashLink = (await p.launch('g1', 'crash')).token;
      for (const url of ['/sbx/games/slot-x?t=bad.token', '/sbx/games/slot-x', `/sbx/games/slot-x?t=${crashLink}`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(403);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
        expect(res.body).toContain('This game could not be opened');
      }
    });

    it('opens the crash page for crash codes, and a demo link shows demo credits', async () => {
      const res = await get((await p.launch(null, 'crash-moon')).url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('/sbx/games/assets/crash.js');
      expect(res.body).toContain('Demo credits');
      expect(res.body).toContain('2,000.00');
      // A catalogue game is titled by its name, not its code.
      expect((await get((await p.launch(null, 'crash-rocket')).url)).body).toContain('<title>Rocket Run</title>');
      // Demo credits are in GP, the display-only currency of demo play: the code first,
      // as in "GP 2,000.00", and the last win the same.
      expect(res.body).toMatch(/<span class="currency">GP<\/span>\s*<output id="balance"[^>]*>2,000\.00<\/output>/);
      expect(res.body).toContain('<output id="last-win">GP 0.00</output>');
      expect(attr(res.body, 'data-balance')).toBe('');
    });

    it('opens the sports book for the sports code: today’s fixtures with odds, no slot lobby', async () => {
      const res = await get((await p.launch(null, 'sports')).url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
      expect(res.body).toContain('<title>Sports</title>');
      // Its one script reports the page's height to the framing site (S001).
      expect(res.body).toContain('/sbx/games/assets/sports.js');
      expect(res.body).not.toContain('Sandbox Slot');
      for (const sport of ['Football', 'Basketball', 'Tennis']) expect(res.body).toContain(`>${sport}</h2>`);
      const fixtures = res.body.match(/<li class="fixture">/g) ?? [];
      expect(fixtures.length).toBe(7);
      const odds = [...res.body.matchAll(/<b>(\d+\.\d{2})<\/b>/g)].map((m) => Number(m[1]));
      expect(odds.length).toBe(3 * 3 + 4 * 2);
      expect(odds.every((o) => o > 1 && o < 10)).toBe(true);
      // Every kick-off is still ahead.
      const starts = [...res.body.matchAll(/datetime="([^"]+)"/g)].map((m) => Date.parse(m[1]!));
      expect(starts.every((t) => t > Date.now())).toBe(true);
    });

    it('escapes what the operator sends and keeps script URLs out of the back link', async () => {
      // The operator API takes only plain game codes; a link signed with markup in it is escaped anyway.
      const refused = await p.operator('POST', '/api/launch', { site_id: 1, player_id: 'g1', game_code: '"><b>x' });
      expect(refused.statusCode).toBe(400);
      const token = createLaunchTokens(SECRET).issue({
        siteId: 1,
        playerId: 'g1',
        gameCode: '"><b>x',
        lobbyUrl: 'javascript:alert(1)',
      });
      const res = await get(`/sbx/games/${encodeURIComponent('"><b>x')}?t=${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('"><b>x');
      expect(res.body).toContain('<title>Slot · &#34;&#62;&#60;b&#62;x</title>');
      expect(res.body).toContain('href="/close"');
    });

    it('links the lobby to both games with its session, and those games lead back to it', async () => {
      const lobby = await get((await p.launch('g1', 'lobby')).url);
      expect(lobby.statusCode).toBe(200);
      const links = [...lobby.body.matchAll(/class="card" href="([^"]+)"/g)].map((m) => decode(m[1]));
      expect(links).toHaveLength(2);
      const slot = await get(links[0]!);
      expect(slot.statusCode).toBe(200);
      expect(slot.body).toContain('<title>Slot · sandbox-slot</title>');
      expect(decode(attr(slot.body, 'class="back" href'))).toMatch(/^\/sbx\/games\/lobby\?t=/);
      const crash = await get(links[1]!);
      expect(crash.body).toContain('<title>Crash · crash</title>');
      const lobbySession = decodeURIComponent(new URL(links[0]!, 'http://x').searchParams.get('t')!);
      const spin = await p.app.inject({
        method: 'POST',
        url: '/sbx/play/slot/spin',
        payload: { t: lobbySession, bet: '10' },
      });
      expect(spin.statusCode).toBe(403); // the lobby's session opens games but does not play them
    });

    it('serves the page files and the published paytable', async () => {
      const js = await get('/sbx/games/assets/slot.js');
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toMatch(/^text\/javascript/);
      expect((await get('/sbx/games/assets/games.css')).headers['content-type']).toMatch(/^text\/css/);
      expect((await get('/sbx/games/assets/..%2Fplugin.ts')).statusCode).toBe(404);
      expect((await get('/sbx/games/assets/nope.js')).statusCode).toBe(404);
      const table = (await get('/sbx/games/paytable')).json();
      expect(table.rtp).toBe('96.00%');
      expect(table.reels).toHaveLength(5);
      expect(table.lines).toHaveLength(10);
    });
  });
}
