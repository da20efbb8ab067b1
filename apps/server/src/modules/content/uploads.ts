import type { FastifyRequest } from 'fastify';
import type { ContentImagePurpose, ContentImageReply } from '@playdeck/contract/admin';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import { acceptedType, sizeImage } from './image-sizes.js';
import type { ContentImagesRepo } from './images-repo.js';

/** Where a stored size is served (routes/images.ts): a site path, so picture fields accept it. */
export const imagePath = (id: number, variant: string) => `/media/content/${id}/${variant}.webp`;

/**
 * An operator's picture upload: checked, made into the purpose's sizes, and stored in the
 * database so every node serves it. The trail keeps each size's dimensions and hash, not its bytes.
 */
export function createContentUploads(deps: {
  db: Db;
  repo: ContentImagesRepo;
  audit: Audit;
  siteExists: (siteId: number) => Promise<boolean>;
}) {
  return async function upload(
    request: FastifyRequest,
    actor: OperatorUser,
    query: { site_id: number; purpose: ContentImagePurpose },
  ): Promise<ContentImageReply> {
    if (!actor.siteIds.includes(query.site_id) || !(await deps.siteExists(query.site_id))) {
      throw adminErrors.notFound('no such site on your sites');
    }
    const type = acceptedType(request.headers['content-type']);
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw adminErrors.invalid('body', 'send the picture as the body');
    const sizes = await sizeImage(body, type, query.purpose);
    const id = await inTransaction(deps.db, async (tx) => {
      const imageId = await deps.repo.insert(
        tx,
        { siteId: query.site_id, purpose: query.purpose, createdBy: actor.id },
        sizes,
      );
      await deps.audit.record(tx, request, actor, {
        siteId: query.site_id,
        action: 'content_image.upload',
        targetType: 'content_image',
        targetId: imageId,
        after: {
          purpose: query.purpose,
          uploaded: { type, bytes: body.length },
          sizes: sizes.map((s) => ({ variant: s.variant, width: s.width, height: s.height, sha256: s.sha256 })),
        },
      });
      return imageId;
    });
    const urls = Object.fromEntries(sizes.map((s) => [s.variant, imagePath(id, s.variant)]));
    return { id, purpose: query.purpose, urls } as ContentImageReply;
  };
}

export type ContentUploads = ReturnType<typeof createContentUploads>;
