import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isAdminUrl } from './admin-errors.js';

interface MemberCall {
  method: string;
  url: string;
  body?: z.ZodType;
  query?: z.ZodType;
  auth: boolean;
}

const ENVELOPE = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'integer', description: "100 (or 1000) on success, else the call's business code" },
    message: { type: 'string', description: "In the request's language (lang header, then Accept-Language)" },
    data: { description: "The call's reply data (typed by the contract's catalogue), or null" },
  },
};

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;

/** An OpenAPI path (`/api/x/{id}`) from a Fastify one (`/api/x/:id`). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

function operation(call: MemberCall) {
  const query = call.query ? toJsonSchema(call.query) : undefined;
  const properties = (query?.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  return {
    operationId: `${call.method.toLowerCase()}${call.url.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string) => (c ?? '').toUpperCase())}`,
    ...(call.auth ? { security: [{ member: [] }] } : {}),
    ...(query
      ? {
          parameters: Object.entries(properties).map(([name, schema]) => ({
            name,
            in: 'query',
            required: required.has(name),
            schema,
          })),
        }
      : {}),
    ...(call.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(call.body) } } } }
      : {}),
    responses: {
      '200': {
        description: 'The envelope: success, or a business outcome with its code',
        content: { 'application/json': { schema: ENVELOPE } },
      },
      '400': { description: 'The body fails its schema: data names the field and the rule' },
      ...(call.auth ? { '401': { description: 'No token, or an expired or revoked one' } } : {}),
      '429': { description: 'Rate limited' },
    },
  };
}

/**
 * The member API's OpenAPI 3.1 document at GET /api/openapi.json (browsable at /api/docs): every /api
 * call the server registers, outside /api/admin, with the contract's zod request schema of each. Replies
 * are the `{ code, message, data }` envelope; their data is typed in the contract (TypeScript only).
 */
export const memberDocs = fp(async (app: FastifyInstance) => {
  const calls: MemberCall[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || isAdminUrl(route.url) || route.url.startsWith('/api/docs')) return;
    if (route.url === '/api/openapi.json') return;
    const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
    const preHandlers = [route.preHandler].flat();
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      calls.push({
        method,
        url: route.url,
        body: isZod(schema.body) ? schema.body : undefined,
        query: isZod(schema.querystring) ? schema.querystring : undefined,
        auth: Boolean(app.requireSession) && preHandlers.includes(app.requireSession),
      });
    }
  });

  let document: object | undefined;
  const build = () => {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const call of calls) {
      const path = (paths[openApiPath(call.url)] ??= {});
      path[call.method.toLowerCase()] = operation(call);
    }
    return {
      openapi: '3.1.0',
      info: {
        title: 'Playdeck member API',
        version: '1',
        description:
          "The member site's calls, as the spec names them: POST /api/<path> with a JSON body (GET where the " +
          'spec says so). Every reply is { code, message, data } with HTTP 200 for business outcomes. Send ' +
          'Authorization: Bearer <token> once logged in; a renewed token comes back in the Authorization header.',
      },
      components: { securitySchemes: { member: { type: 'http', scheme: 'bearer' } } },
      paths,
    };
  };

  app.get('/api/openapi.json', async () => (document ??= build()));
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE));
  app.get('/api/docs/init.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(DOCS_INIT),
  );
});

// The browser UI borrows the Swagger UI files that the admin document's page serves.
const UI = '/api/admin/docs/static';
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Playdeck member API</title>
<link rel="stylesheet" href="${UI}/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="${UI}/swagger-ui-bundle.js"></script>
<script src="${UI}/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/init.js"></script>
</body></html>
`;
const DOCS_INIT = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
};
`;
