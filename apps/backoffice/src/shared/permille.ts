/** "15‰ = 1.5%": a per-mille rate as the percentage operators usually think in. */
export const permilleAsPercent = (permille: unknown, lang: string): string | undefined => {
  const value = Number(permille);
  if (!Number.isInteger(value) || value < 0) return undefined;
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value / 1000);
};
