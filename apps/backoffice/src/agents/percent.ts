// Plans keep rates and shares in per mille (250 = 25 %); operators type them as a percentage with at most
// one decimal, which is exactly a whole number of per mille.

/** What the percentage input shows for a per-mille value ("125" → "12.5"); nothing for no number. */
export function permilleToPercent(permille: unknown): string {
  if (permille === null || permille === undefined || permille === '') return '';
  const value = Number(permille);
  return Number.isFinite(value) ? String(Math.round(value * 1e6) / 1e7) : '';
}

/**
 * The per mille a typed percentage stands for, float noise removed (12.3 % → 123, not 123.00000000000001);
 * a percentage with more decimals stays fractional, for the form to refuse. Empty is null.
 */
export function percentToPermille(percent: unknown): number | null {
  if (percent === null || percent === undefined || percent === '') return null;
  const value = Number(percent);
  return Number.isFinite(value) ? Math.round(value * 1e7) / 1e6 : null;
}
