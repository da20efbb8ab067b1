import { decimalsOf, formatMinor, parseMinor } from '@playdeck/contract';

// Amount text ↔ integer minor units, in one place, so that every feature's forms clean, send and compare
// amounts alike and no float is ever involved.

/** What an amount field keeps of a keystroke: digits and one dot, at most the currency's decimals. */
export function cleanAmountInput(text: string, currency: string): string {
  const digits = decimalsOf(currency);
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const int = whole.replace(/^0+(?=\d)/, '').slice(0, 12);
  if (digits === 0 || rest.length === 0) return int;
  return `${int}.${rest.join('').slice(0, digits)}`;
}

/** The amount as the API wants it ("100" in USD → "100.00"); undefined when it is not an amount. */
export function wireAmount(text: string, currency: string): string | undefined {
  const units = parseMinor(text.trim(), currency);
  return units === undefined || units <= 0n ? undefined : formatMinor(units, currency);
}

/** Compares two decimal strings of one currency: negative, 0 or positive (minor units, no floats). */
export function compareAmounts(a: string, b: string, currency: string): number {
  const x = parseMinor(a, currency) ?? 0n;
  const y = parseMinor(b, currency) ?? 0n;
  return x === y ? 0 : x < y ? -1 : 1;
}

/** a − b of two decimal strings of one currency, exactly (minor units, no floats). */
export function difference(a: string, b: string, currency: string): string {
  return formatMinor((parseMinor(a, currency) ?? 0n) - (parseMinor(b, currency) ?? 0n), currency);
}

/** Is a decimal string more than zero? ("0", "0.00" and negatives are not.) */
export const isPositive = (value: string) => /[1-9]/.test(value) && !value.startsWith('-');

/** A rate in per mille as a percentage: 250 → "25%", 125 → "12.5%", 5 → "0.5%". */
export function percentOf(permille: number): string {
  const whole = Math.trunc(permille / 10);
  const tenth = Math.abs(permille % 10);
  return `${whole}${tenth ? `.${tenth}` : ''}%`;
}
