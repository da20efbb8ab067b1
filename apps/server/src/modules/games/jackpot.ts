import { formatMinor } from '@playdeck/contract';

const START = Date.UTC(2026, 0, 1);

/**
 * The demo jackpot feed: a progressive pool that grows a little every second, the same on every node
 * (it is computed, not stored). An operator's provider feed replaces it behind the same call.
 */
export function demoJackpot(siteId: number, currency: string, now = Date.now()): string {
  const seconds = BigInt(Math.max(0, Math.floor((now - START) / 1000)));
  const base = 1_234_567_00n + BigInt(siteId) * 98_765_43n;
  // 37 minor units a second, wrapping into a fresh pool once it passes 99 million.
  const total = (base + seconds * 37n) % 9_900_000_000n;
  return formatMinor(total, currency);
}
