import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { isAdminUrl } from './admin-errors.js';

const zodToOpenApi = createJsonSchemaTransform({});

/**
 * The admin API's OpenAPI 3.1 document, generated from the routes' zod schemas (the contract's), at
 * GET /api/admin/openapi.json and browsable at /api/admin/docs. Registered before any route so every
 * admin route is seen; member calls are left out (they follow the spec's own catalogue).
 */
export const adminDocs = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Playdeck back-office API',
        version: '1',
        description:
          'Operator API: plain REST under /api/admin. Lists take filter, sort and range as JSON query ' +
          'parameters and answer Content-Range. Sign in with POST /api/admin/session; every write sends ' +
          'the x-csrf-token header given at sign-in.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'playdeck_admin' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        },
      },
    },
    transform: (input) => (isAdminUrl(input.url) ? zodToOpenApi(input) : { schema: { hide: true }, url: input.url }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/admin/docs' });
  app.get('/api/admin/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
