import { BANNER_VARIANT_OF_USE_TYPE, CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES } from '@playdeck/contract/admin';
import type { UploadedImage } from './types';

// The upload's limits are the contract's: the console refuses early what the server would refuse anyway
// (the server checks the bytes, not the name or the type the browser guessed).
export const PICTURE_TYPES = CONTENT_IMAGE_TYPES;
export const MAX_PICTURE_BYTES = CONTENT_IMAGE_MAX_BYTES;

/** Why a chosen file is not sent (a message key), or undefined when it may be. */
export function pictureProblem(file: { type: string; size: number }, maxBytes = MAX_PICTURE_BYTES): string | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'app.content.upload.not_image';
  if (file.size > maxBytes) return 'app.content.upload.too_large';
  if (file.size === 0) return 'app.content.upload.empty';
  return undefined;
}

/** A banner's sizes by use type: 0 the desktop carousel, 1 the small one, 2 phones. */
export const BANNER_SIZES = BANNER_VARIANT_OF_USE_TYPE;
export type BannerSize = (typeof BANNER_SIZES)[number];

/**
 * The address to put in the picture field after an upload: a banner takes the size of its use type
 * (the member site picks banners by use type); other pictures have one size.
 */
export function uploadedUrl(reply: UploadedImage, useType?: unknown): string | undefined {
  const { urls } = reply;
  if (urls.main) return urls.main;
  const size = BANNER_SIZES[Number(useType)] ?? 'desktop';
  return urls[size] ?? urls.desktop;
}
