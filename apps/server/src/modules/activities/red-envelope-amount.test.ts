import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopeAmount } from './red-envelope.js';

describe('red-envelope amounts', () => {
  it('every envelope pays between min and max, and the last one leaves nothing of the budget', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.double({ min: 0, max: 0.999_999, noNaN: true }), { minLength: 60, maxLength: 60 }),
        (count, min, spread, share, rolls) => {
          const max = min + spread;
          // Any budget the contract accepts: count × min ≤ budget ≤ count × max.
          const budget = BigInt(count * min + Math.floor(share * count * spread));
          let row = { remaining: budget, count, claimed: 0, minAmount: BigInt(min), maxAmount: BigInt(max) };
          for (let i = 0; i < count; i++) {
            const amount = envelopeAmount(row, (n) => Math.floor(rolls[i]! * n));
            expect(amount >= row.minAmount && amount <= row.maxAmount).toBe(true);
            row = { ...row, remaining: row.remaining - amount, claimed: row.claimed + 1 };
          }
          expect(row.remaining).toBe(0n);
        },
      ),
    );
  });

  it('a fixed amount pays exactly that', () => {
    const row = { remaining: 500n, count: 5, claimed: 2, minAmount: 100n, maxAmount: 100n };
    expect(envelopeAmount({ ...row, remaining: 300n }, () => 0)).toBe(100n);
  });
});
