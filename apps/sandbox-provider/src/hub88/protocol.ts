import { createVerify } from 'node:crypto';

/**
 * Hub88's side of the protocol, written apart from the operator's adapter (apps/server) so the two are
 * checked against each other and against Hub88's published vectors, not against one shared reading.
 */
export const SIGNATURE_HEADER = 'x-hub88-signature';

/** RSA-SHA256 (PKCS#1 v1.5) over the raw body, base64. */
export function signatureValid(publicKeyPem: string, raw: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || signature === '') return false;
  try {
    return createVerify('sha256').update(raw, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** Amounts travel in 1/100 000 of a unit; the wallet keeps the currency's minor units. */
const MINOR_DIGITS: Record<string, number> = { VND: 0, JPY: 0, KRW: 0 };
const factor = (currency: string) => 10n ** BigInt(5 - (MINOR_DIGITS[currency] ?? 2));

export const toUnits = (minor: bigint, currency: string) => Number(minor * factor(currency));

/** undefined when the amount is not a whole number of minor units. */
export function toMinor(units: number, currency: string): bigint | undefined {
  if (!Number.isSafeInteger(units) || units <= 0) return undefined;
  const f = factor(currency);
  return BigInt(units) % f === 0n ? BigInt(units) / f : undefined;
}

/** `site-12` → 12: each of the operator's sites is a sub-partner. */
export function siteOf(subPartner: unknown): number | undefined {
  const m = typeof subPartner === 'string' ? /^site-([1-9]\d{0,8})$/.exec(subPartner) : null;
  return m ? Number(m[1]) : undefined;
}
