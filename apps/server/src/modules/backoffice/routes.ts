import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ConsoleBuild } from './console-build.js';
import { consolePageHeaders } from './console-headers.js';

const NOT_BUILT = 'The operator console has not been built. Run `npm run build`, then restart the server.\n';

/**
 * /admin/: the operator console's files. Hashed assets are cached for good (a missing one is a 404, never
 * the page); every other path answers the console's index.html, so a deep link (/admin/members/42/show)
 * opens in the console's router.
 */
export async function backofficeRoutes(app: FastifyInstance, opts: { build: ConsoleBuild }): Promise<void> {
  const { build } = opts;

  app.get('/admin', async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/admin/${query === -1 ? '' : request.url.slice(query)}`, 301);
  });

  if (build.built) {
    await app.register(fastifyStatic, {
      root: build.assetsDir,
      prefix: '/admin/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    });
  }

  app.get('/admin/*', async (_request, reply) => {
    const html = build.built ? build.indexHtml() : undefined;
    if (!html) {
      return reply.status(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    return consolePageHeaders(reply).type('text/html; charset=utf-8').send(html);
  });
}
