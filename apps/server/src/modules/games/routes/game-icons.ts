import type { FastifyInstance } from 'fastify';
import { gameIcon, typeIcon } from '../icons.js';

/** Type icons and the drawn art of older catalogue rows: their addresses carry no hash, so a day's caching. */
export async function gameIconRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string }; Querystring: { theme?: string } }>(
    '/game-icons/:name',
    async (request, reply) => {
      const match = /^(type-(\d)|([\w-]{1,80}))\.svg$/.exec(request.params.name);
      if (!match) return reply.code(404).send();
      const svg = match[2] ? typeIcon(Number(match[2]), request.query.theme === 'active') : gameIcon(match[3]!);
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
