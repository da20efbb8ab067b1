import type { CashbackSettingsRow } from './settings-repo.js';

/**
 * What a period's net loss returns: rate per mille of the loss, rounded down to the minor
 * unit, at most the cap (0: none); nothing below the minimum, nothing for a period won or even.
 */
export function cashbackFor(settings: Pick<CashbackSettingsRow, 'ratePermille' | 'cap' | 'minimum'>, netLoss: bigint) {
  if (netLoss <= 0n) return 0n;
  let amount = (netLoss * BigInt(settings.ratePermille)) / 1000n;
  if (settings.cap > 0n && amount > settings.cap) amount = settings.cap;
  return amount > 0n && amount >= settings.minimum ? amount : 0n;
}

/** A period's game results (wins minus stakes) as a loss: positive when the member lost. */
export const lossOf = (result: bigint) => (result < 0n ? -result : 0n);
