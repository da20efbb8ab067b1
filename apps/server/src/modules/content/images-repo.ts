import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { contentImages, contentImageVariants } from '../../db/schema/index.js';
import type { SizedImage } from './image-sizes.js';

/** Uploaded content pictures: stored once, in every size, and read by id and size. */
export function createContentImagesRepo(db: Db) {
  const at = (imageId: number, variant: string) =>
    and(eq(contentImageVariants.imageId, imageId), eq(contentImageVariants.variant, variant));

  return {
    async insert(
      tx: Tx,
      image: { siteId: number; purpose: string; createdBy: number },
      sizes: SizedImage[],
    ): Promise<number> {
      const [row] = await tx.insert(contentImages).values(image).returning({ id: contentImages.id });
      await tx
        .insert(contentImageVariants)
        .values(sizes.map((s) => ({ ...s, imageId: row!.id, siteId: image.siteId })));
      return row!.id;
    },

    /** A size's hash alone: enough to answer a 304 without reading the bytes. */
    async tag(imageId: number, variant: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sha256: contentImageVariants.sha256 })
        .from(contentImageVariants)
        .where(at(imageId, variant));
      return row?.sha256;
    },

    async variant(imageId: number, variant: string) {
      const [row] = await db
        .select({
          bytes: contentImageVariants.bytes,
          sha256: contentImageVariants.sha256,
          contentType: contentImageVariants.contentType,
        })
        .from(contentImageVariants)
        .where(at(imageId, variant));
      return row;
    },
  };
}

export type ContentImagesRepo = ReturnType<typeof createContentImagesRepo>;
