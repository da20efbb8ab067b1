import { decimalsOf, formatMinor, parseMinor } from '@playdeck/contract';

// Activities take money in minor units on the wire; the operator reads and types major units with the
// currency's decimals ("12.50" USD, "20000" VND).

/** Minor units to the major-unit text the operator reads: 1250 USD → "12.50". */
export const toMajor = (minor: number | null | undefined, currency: string): string =>
  typeof minor === 'number' && Number.isSafeInteger(minor) ? formatMinor(BigInt(minor), currency) : '';

/** The operator's major-unit text to minor units; undefined unless a positive amount with the currency's decimals. */
export function toMinor(text: unknown, currency: string): number | undefined {
  if (typeof text !== 'string' && typeof text !== 'number') return undefined;
  const units = parseMinor(String(text), currency);
  return units !== undefined && units > 0n && units <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(units) : undefined;
}

export { decimalsOf };
