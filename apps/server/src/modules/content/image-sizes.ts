import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import type { ContentImagePurpose } from '@playdeck/contract/admin';
import { CONTENT_IMAGE_MAX_PIXELS, CONTENT_IMAGE_TYPES } from '@playdeck/contract/admin';
import { adminErrors, AdminError } from '../../lib/admin-error.js';
import { decodeQueue } from './decode-queue.js';

interface Size {
  variant: string;
  width: number;
  height: number;
  /** cover: cropped to exactly this size; inside: scaled down to fit, never up. */
  fit: 'cover' | 'inside';
}

/** The sizes made of each upload: a banner's are the member site's use_type sizes (images.ts SIZES). */
export const SIZES: Record<ContentImagePurpose, Size[]> = {
  banner: [
    { variant: 'desktop', width: 1920, height: 520, fit: 'cover' },
    { variant: 'small', width: 960, height: 300, fit: 'cover' },
    { variant: 'mobile', width: 750, height: 360, fit: 'cover' },
  ],
  picture: [{ variant: 'main', width: 1200, height: 1200, fit: 'inside' }],
  icon: [{ variant: 'main', width: 256, height: 256, fit: 'cover' }],
};

export const VARIANTS = new Set(Object.values(SIZES).flatMap((sizes) => sizes.map((s) => s.variant)));

export interface SizedImage {
  variant: string;
  contentType: 'image/webp';
  width: number;
  height: number;
  bytes: Buffer;
  sha256: string;
}

/** The format sharp names for each accepted Content-Type. */
const FORMAT: Record<(typeof CONTENT_IMAGE_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const bad = (what: string) => adminErrors.invalid('body', what);

/** The declared picture type, or a 415 naming the accepted ones. */
export function acceptedType(contentType: string | undefined): keyof typeof FORMAT {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type in FORMAT) return type as keyof typeof FORMAT;
  throw new AdminError(
    415,
    'validation',
    `body: send the picture itself with Content-Type ${CONTENT_IMAGE_TYPES.join(', ')} (got ${type || 'none'})`,
    'body',
  );
}

/**
 * Checks an uploaded picture from its header alone (type, and width × height against the limit) before
 * anything is decoded, so a small file that would decode to gigabytes is refused without using the
 * memory; `limitInputPixels` on every decode is the backstop. Then makes each size of the purpose as WebP.
 */
export async function sizeImage(
  body: Buffer,
  type: keyof typeof FORMAT,
  purpose: ContentImagePurpose,
): Promise<SizedImage[]> {
  // Loaded on the first upload, not at start-up: most nodes never resize a picture.
  const { default: sharp } = await import('sharp');
  // The header alone (libvips reads no pixels for metadata), without the limit: so that a picture too
  // large is named as such rather than as unreadable.
  const meta = await sharp(body, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !meta.width || !meta.height) throw bad(`not a picture that can be read (${type})`);
  if (meta.format !== FORMAT[type]) throw bad(`the picture is ${meta.format}, not ${type} as declared`);
  if (meta.width * meta.height > CONTENT_IMAGE_MAX_PIXELS) {
    throw bad(
      `${meta.width}×${meta.height} pixels is too large: at most ${CONTENT_IMAGE_MAX_PIXELS.toLocaleString('en')} ` +
        'pixels (3840×2160 is enough for every size made: the largest banner is 1920×520)',
    );
  }
  // One decode at a time on this node, and one size at a time: the peak memory is one decode's, however
  // many sizes the purpose has and however many operators upload at once.
  return decodeQueue.run(() => makeSizes(sharp, body, type, purpose));
}

async function makeSizes(
  sharp: typeof Sharp,
  body: Buffer,
  type: keyof typeof FORMAT,
  purpose: ContentImagePurpose,
): Promise<SizedImage[]> {
  const options = { limitInputPixels: CONTENT_IMAGE_MAX_PIXELS, failOn: 'error' } as const;
  const made: SizedImage[] = [];
  try {
    for (const size of SIZES[purpose]) {
      const { data, info } = await sharp(body, options)
        .rotate() // as the camera held it (EXIF orientation), before the crop
        .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: size.fit === 'inside' })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      made.push({
        variant: size.variant,
        contentType: 'image/webp',
        width: info.width,
        height: info.height,
        bytes: data,
        sha256: createHash('sha256').update(data).digest('hex'),
      });
    }
  } catch {
    throw bad(`the ${type} picture is damaged and cannot be decoded`);
  }
  return made;
}
