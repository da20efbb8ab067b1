const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** The opposite of a decimal string ("12.50" → "-12.50"), exact: money never goes through a float here. */
export function negateDecimal(value: string): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const [, sign, whole = '0', fraction] = match;
  const digits = fraction === undefined ? whole : `${whole}.${fraction}`;
  if (/^[0.]*$/.test(digits)) return digits; // zero has no sign
  return sign === '-' ? digits : `-${digits}`;
}

/**
 * A decimal string with the language's digit grouping ("-12345.50" → "-12,345.50"). The whole part is
 * grouped as a BigInt and the fraction kept as sent, so the figure stays exact at any size.
 */
export function formatDecimal(value: string, lang: string, options: { sign?: boolean } = {}): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const [, sign, whole = '0', fraction] = match;
  const format = new Intl.NumberFormat(lang);
  const point = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const body = `${format.format(BigInt(whole))}${fraction === undefined ? '' : point + fraction}`;
  const zero = /^[0.]*$/.test(`${whole}${fraction ?? ''}`);
  if (sign === '-' && !zero) return `-${body}`;
  return options.sign && !zero ? `+${body}` : body;
}
