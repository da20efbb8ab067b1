import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ArtKind } from './art-urls.js';
import { artHash, artUrl, drawArt } from './art-urls.js';

const artQuery = z.object({
  id: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/),
  name: z.string().trim().min(1).max(60),
  type: z.coerce.number().int().min(2).max(9),
  v: z.string().max(64).optional(),
});

const YEAR = 31_536_000;
/** A picture is an image and nothing else, even when opened on its own. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Game thumbnails and provider logos, drawn from id, title and type. An address with the current
 * content hash is immutable for a year (and answers 304 to its ETag); an old or missing hash is sent
 * to the current address, briefly cached, so stored addresses keep working after the art changes.
 */
export function artRoutes(app: FastifyInstance): void {
  const base = app.prefix;
  app.get<{ Params: { file: string } }>('/art/:file', async (request, reply) => {
    const kind = ({ 'game.svg': 'game', 'provider.svg': 'provider' } as Record<string, ArtKind>)[request.params.file];
    const query = artQuery.safeParse(request.query);
    if (!kind || !query.success) return reply.code(404).header('cache-control', 'no-store').send();
    const { v, ...subject } = query.data;
    const svg = drawArt(kind, subject);
    const hash = artHash(svg);
    if (v !== hash) {
      return reply.header('cache-control', 'public, max-age=300').redirect(artUrl(base, kind, subject), 302);
    }
    const etag = `"${hash}"`;
    reply
      .header('cache-control', `public, max-age=${YEAR}, immutable`)
      .header('etag', etag)
      .header('content-security-policy', SVG_CSP)
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
  });
}
