import type { FastifyInstance } from 'fastify';
import { loadConsoleBuild } from './console-build.js';
import { backofficeRoutes } from './routes.js';

/**
 * Serves the operator console (apps/backoffice, react-admin) at /admin/ from this server. The console
 * talks to /api/admin on the same origin; the member site never loads any of it.
 */
export async function mountBackoffice(app: FastifyInstance, deps: { distDir: string }): Promise<void> {
  await app.register(backofficeRoutes, { build: loadConsoleBuild(deps.distDir) });
}
