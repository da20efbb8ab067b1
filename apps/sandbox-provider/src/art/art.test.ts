import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf, catalogueWithArt, gameArtSubject } from '../catalogue.js';
import { artRoutes } from './art-routes.js';
import { artUrl, drawArt } from './art-urls.js';

const GAME_PROVIDERS = ['GP01', 'GP02', 'GP10'];
const everyGame = GAME_PROVIDERS.flatMap((gp) => catalogueOf(gp).map((g) => gameArtSubject(gp, g)));

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(async (scope) => artRoutes(scope), { prefix: '/sbx' });
  await app.ready();
});
afterAll(() => app.close());

/** The picture without its title and label: what is left must still tell games apart. */
const picture = (svg: string) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/aria-label="[^"]*"/, '');

describe('drawn game art', () => {
  it('draws every game of the catalogue differently, the same way every time, not as initials', () => {
    const drawn = everyGame.map((s) => drawArt('game', s));
    expect(new Set(drawn.map(picture)).size).toBe(everyGame.length);
    expect(drawArt('game', everyGame[0]!)).toBe(drawn[0]);
    for (const svg of drawn) {
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="320" viewBox="0 0 320 320"/,
      );
      // More than a letter on a colour: gradients, a motif of several shapes, and the full title.
      expect(svg.match(/<(path|circle|ellipse|polygon|rect)\b/g)!.length).toBeGreaterThan(8);
    }
    expect(drawn[0]).toContain('>FORTUNE FRUITS</text>');
  });

  it('draws providers as logos distinct from each other and from games', () => {
    const logos = ['GP01', 'GP02', 'GP03', 'GP04'].map((id, i) =>
      drawArt('provider', { id, name: `Provider ${i}`, type: 2 + i }),
    );
    expect(new Set(logos.map(picture)).size).toBe(4);
    expect(logos[0]).not.toBe(drawArt('game', { id: 'GP01', name: 'Provider 0', type: 2 }));
  });

  it('escapes the title it is given', () => {
    const svg = drawArt('game', { id: 'x', name: '<script>"', type: 2 });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;SCRIPT&#62;');
  });
});

describe('art addresses', () => {
  it('the catalogue sends each game with its own content-hashed address', () => {
    const list = catalogueWithArt('GP01', '/sbx');
    expect(new Set(list.map((g) => g.art_url)).size).toBe(list.length);
    expect(list[0]!.art_url).toMatch(
      /^\/sbx\/art\/game\.svg\?id=GP01-slot-fortune-fruits&name=Fortune\+Fruits&type=2&v=[0-9a-f]{16}$/,
    );
  });

  it('serves the current picture immutable for a year with its ETag, and 304 to that ETag', async () => {
    const url = artUrl('/sbx', 'game', everyGame[1]!);
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toBe(drawArt('game', everyGame[1]!));
    const etag = res.headers.etag as string;
    expect(url).toContain(`v=${etag.replaceAll('"', '')}`);
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends an old or missing hash to the current address, briefly cached', async () => {
    const current = artUrl('/sbx', 'provider', { id: 'GP05', name: 'Lotto Max', type: 5 });
    const stale = current.replace(/v=[0-9a-f]+/, 'v=0000');
    const res = await app.inject({ url: stale });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(current);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 404 to a bad kind, id, type or an over-long title', async () => {
    for (const url of [
      '/sbx/art/other.svg?id=a&name=A&type=2',
      '/sbx/art/game.svg?id=a%20b&name=A&type=2',
      '/sbx/art/game.svg?id=a&name=A&type=12',
      `/sbx/art/game.svg?id=a&name=${'A'.repeat(61)}&type=2`,
      '/sbx/art/game.svg?id=a&type=2',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
