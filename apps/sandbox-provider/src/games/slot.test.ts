import { describe, expect, it } from 'vitest';
import { mulberry32 } from './test-helpers.js';
import { evaluateLine, LINE_COUNT, SLOT_PAYTABLE, SLOT_REELS, SLOT_SYMBOLS, slotRtp, spin } from './slot.js';

const line = (...ids: string[]) => evaluateLine(ids.map((id) => SLOT_SYMBOLS.indexOf(id as never)));
const pay = (packed: number) => packed >> 6;

describe('slot engine', () => {
  it('pays runs from the left, with wilds joining a run or paying on their own', () => {
    expect(pay(line('C', 'C', 'C', 'H', 'S'))).toBe(SLOT_PAYTABLE.C[0]);
    expect(pay(line('W', 'C', 'C', 'C', 'S'))).toBe(SLOT_PAYTABLE.C[1]);
    expect(pay(line('7', 'W', 'W', '7', '7'))).toBe(SLOT_PAYTABLE['7'][2]);
    expect(pay(line('W', 'W', 'W', 'C', 'S'))).toBe(SLOT_PAYTABLE.W[0]); // 3 wilds pay more than 4 clubs
    expect(pay(line('W', 'W', 'W', 'W', 'W'))).toBe(SLOT_PAYTABLE.W[2]);
    expect(pay(line('C', 'C', 'H', 'C', 'C'))).toBe(0);
    expect(pay(line('H', 'C', 'C', 'C', 'C'))).toBe(0);
  });

  it('shows the strips at the stops, and pays bet * multiplier / lines rounded down per line', () => {
    const fixed = [0.5, 0.1, 0.9, 0.3, 0.7];
    let i = 0;
    const result = spin(1234n, () => fixed[i++ % 5]!);
    expect(result.stops).toEqual(SLOT_REELS.map((reel, r) => Math.floor(fixed[r]! * reel.length)));
    expect(result.grid).toHaveLength(3);
    result.grid.forEach((row, rowIndex) =>
      row.forEach((symbol, reel) => {
        const strip = SLOT_REELS[reel]!;
        expect(symbol).toBe(strip[(result.stops[reel]! + rowIndex) % strip.length]);
      }),
    );
    for (const l of result.lines) {
      expect(l.win).toBe((1234n * BigInt(SLOT_PAYTABLE[l.symbol][l.count - 3]!)) / BigInt(LINE_COUNT));
    }
    expect(result.win).toBe(result.lines.reduce((s, l) => s + l.win, 0n));
  });

  it('has an exact RTP between 95.5% and 96.5%', () => {
    const { numerator, denominator } = slotRtp();
    const rtp = Number((numerator * 1_000_000n) / denominator) / 1_000_000;
    expect(rtp).toBeGreaterThan(0.955);
    expect(rtp).toBeLessThan(0.965);
  });

  it('returns 96% ± 0.5% over 1,000,000 seeded spins, consistent with the exact RTP', () => {
    const rng = mulberry32(20_240_601);
    const spins = 1_000_000;
    const bet = BigInt(LINE_COUNT); // one minor unit per line: no rounding, so the exact RTP applies
    let sum = 0;
    let sumSquares = 0;
    for (let i = 0; i < spins; i++) {
      const ret = Number(spin(bet, rng).win) / LINE_COUNT;
      sum += ret;
      sumSquares += ret * ret;
    }
    const measured = sum / spins;
    const standardError = Math.sqrt((sumSquares / spins - measured ** 2) / spins);
    const { numerator, denominator } = slotRtp();
    const exact = Number(numerator) / Number(denominator);
    console.info(`slot RTP: measured ${measured.toFixed(5)} ± ${standardError.toFixed(5)}, exact ${exact.toFixed(6)}`);
    expect(Math.abs(measured - 0.96)).toBeLessThan(0.005);
    expect(Math.abs(measured - exact)).toBeLessThan(4 * standardError);
  });
});
