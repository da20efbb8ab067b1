/** Minor-unit digits per currency: amounts are integers of these units everywhere but at the edge. */
export const CURRENCY_DECIMALS: Record<string, number> = {
  RMB: 2,
  USD: 2,
  INR: 2,
  THB: 2,
  BDT: 2,
  BRL: 2,
  NGN: 2,
  VND: 0,
  WON: 0,
  JPY: 0,
  MMK: 0,
  GP: 2,
};

export const decimalsOf = (currency: string) => CURRENCY_DECIMALS[currency] ?? 2;

/** Minor units (bigint) to the decimal string the API sends: 12345n USD → "123.45". */
export function formatMinor(amount: bigint, currency: string): string {
  const digits = decimalsOf(currency);
  const negative = amount < 0n;
  const abs = (negative ? -amount : amount).toString().padStart(digits + 1, '0');
  const whole = digits ? abs.slice(0, -digits) : abs;
  const fraction = digits ? `.${abs.slice(-digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A decimal string to minor units; undefined when it is not a plain amount with at most the currency's digits. */
export function parseMinor(text: string, currency: string): bigint | undefined {
  const digits = decimalsOf(currency);
  const match = /^(-?)(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > digits) return undefined;
  const units = BigInt(whole! + fraction.padEnd(digits, '0'));
  return sign ? -units : units;
}
