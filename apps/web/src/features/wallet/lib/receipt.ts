/**
 * The receipt picture of a bank deposit travels as a data URL inside the JSON body. The contract caps it
 * at RECEIPT_MAX_CHARS (kept equal to the contract's by receipt.test.ts: the contract module carries zod,
 * which this lazy page does not load).
 */
export const RECEIPT_MAX_CHARS = 240_000;
export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** "data:image/jpeg;base64," is the longest prefix; base64 turns every 3 bytes into 4 characters. */
const LONGEST_PREFIX = 'data:image/jpeg;base64,'.length;
export const RECEIPT_MAX_BYTES = Math.floor((RECEIPT_MAX_CHARS - LONGEST_PREFIX) / 4) * 3;
/** The limit as people read it (about 180 KB). */
export const RECEIPT_MAX_KB = Math.floor(RECEIPT_MAX_BYTES / 1000);

export type ReceiptProblem = 'type' | 'size' | null;

/** Checked before the file is read: a wrong type or a picture too big for the request is refused. */
export function receiptProblem(file: { type: string; size: number }): ReceiptProblem {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > RECEIPT_MAX_BYTES) return 'size';
  return null;
}

const DATA_URL = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The read picture as the contract accepts it, or the reason it does not. */
export function dataUrlProblem(dataUrl: string): ReceiptProblem {
  if (!DATA_URL.test(dataUrl)) return 'type';
  return dataUrl.length > RECEIPT_MAX_CHARS ? 'size' : null;
}

/** Reads a picked file as a data URL (FileReader; the browser only). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
