const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * The receipt as a data URL: the console's CSP lets pictures come from itself and data: only (not blob:),
 * and a receipt is small (at most about 180 KB). Anything but a PNG, JPEG or WebP picture is refused.
 */
export async function pictureDataUrl(blob: Blob): Promise<string> {
  if (!PICTURE_TYPES.has(blob.type)) throw new Error(`not a picture: ${blob.type || 'unknown type'}`);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type};base64,${btoa(binary)}`;
}
