// The content types the rest of the console uses: api/types.ts adds these actions to the data provider's type.
// They live here, not behind index.ts, because the screens behind index.ts import that type in turn.
import type { Identifier, RaRecord } from 'ra-core';
import type { UploadPurpose } from './content-kinds';

/** The upload's reply: a banner's three sizes, or one picture. */
export interface UploadedImage {
  id: number | string;
  urls: { desktop?: string; small?: string; mobile?: string; main?: string };
}

export interface ContentActions {
  /** POST /api/admin/content-images: the raw picture with its content type; the server checks and resizes it. */
  uploadContentImage(params: { site_id: number; purpose: UploadPurpose; file: Blob }): Promise<{ data: UploadedImage }>;
  /** POST /api/admin/content/:id/copy: the entry duplicated into another language, to be translated. */
  copyContent(id: Identifier, locale: string | null, version?: number): Promise<{ data: RaRecord }>;
}
