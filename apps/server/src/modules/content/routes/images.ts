import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTENT_IMAGE_MAX_BYTES, contentImageQuery, contentImageReply } from '@playdeck/contract/admin';
import { VARIANTS } from '../image-sizes.js';
import type { ContentImagesRepo } from '../images-repo.js';
import type { ContentUploads } from '../uploads.js';

const YEAR = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this ETag (a list, a weak form, or `*`). */
function matches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  return [header]
    .flat()
    .flatMap((h) => h.split(','))
    .some((t) => {
      const tag = t.trim().replace(/^W\//, '');
      return tag === etag || tag === '*';
    });
}

/**
 * `POST /api/admin/content-images` takes the picture itself as the body (no multipart: one file, its type
 * in Content-Type). Its own scope parses every body as raw bytes, up to 8 MB (a larger one is a 413
 * before it is read whole); the guard has already refused a stranger before any byte is read.
 */
export async function contentImageUploadRoutes(app: FastifyInstance, opts: { upload: ContentUploads }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/content-images',
    {
      bodyLimit: CONTENT_IMAGE_MAX_BYTES,
      config: { access: 'content.manage' },
      schema: { tags: ['content'], querystring: contentImageQuery, response: { 201: contentImageReply } },
    },
    async (request, reply) => reply.status(201).send(await opts.upload(request, request.operator(), request.query)),
  );
}

/** Uploaded pictures, public: a stored size never changes, so it is cached for a year and its hash is its ETag. */
export async function contentImageRoutes(app: FastifyInstance, opts: { repo: ContentImagesRepo }) {
  app.get<{ Params: { id: string; file: string } }>('/media/content/:id/:file', async (request, reply) => {
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const variant = /^([a-z]+)\.webp$/.exec(request.params.file)?.[1];
    if (!id || id > 2_147_483_647 || !variant || !VARIANTS.has(variant)) return reply.code(404).send();
    const none = request.headers['if-none-match'];
    if (none) {
      const sha = await opts.repo.tag(id, variant);
      if (sha && matches(none, `"${sha}"`)) {
        return reply.code(304).header('etag', `"${sha}"`).header('cache-control', YEAR).send();
      }
    }
    const found = await opts.repo.variant(id, variant);
    if (!found) return reply.code(404).send();
    return reply
      .header('content-type', found.contentType)
      .header('etag', `"${found.sha256}"`)
      .header('cache-control', YEAR)
      .header('x-content-type-options', 'nosniff')
      .send(found.bytes);
  });
}
