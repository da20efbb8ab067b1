import { decimalsOf } from '@playdeck/contract';

/** Hub88 counts every amount in 1/100 000 of the currency's unit (3.56 → 356000). */
const HUB88_DIGITS = 5;

const scale = (currency: string) => 10n ** BigInt(HUB88_DIGITS - decimalsOf(currency));

/** Our minor units to Hub88's integer amount. */
export const toHub88 = (minor: bigint, currency: string): bigint => minor * scale(currency);

/** Hub88's integer amount to our minor units; undefined when it holds a fraction of a minor unit. */
export function fromHub88(units: bigint, currency: string): bigint | undefined {
  const s = scale(currency);
  return units % s === 0n ? units / s : undefined;
}

/** Where our currency code is not ISO 4217, Hub88's name for it. */
const HUB88_CURRENCY: Record<string, string> = { RMB: 'CNY', WON: 'KRW' };

export const hub88Currency = (ours: string): string => HUB88_CURRENCY[ours] ?? ours;

/** Hub88's currency code as ours. */
export const ourCurrency = (theirs: string): string =>
  Object.entries(HUB88_CURRENCY).find(([, hub88]) => hub88 === theirs)?.[0] ?? theirs;
