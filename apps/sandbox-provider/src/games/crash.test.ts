import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  crashCentsFromBits,
  crashPointFromHash,
  crashWin,
  formatMultiplier,
  generateChain,
  parseMultiplier,
  verifyRound,
} from './crash.js';

const E = 2n ** 52n;
const SEED = createHash('sha256').update('crash test seed').digest('hex');

describe('crash hash chain', () => {
  it('links every round to the one before, back to the terminating hash', () => {
    const chain = generateChain(SEED, 20);
    expect(chain).toHaveLength(21);
    expect(chain[20]).toBe(SEED);
    for (let k = 1; k <= 20; k++) {
      expect(verifyRound(chain[k - 1]!, chain[k]!)).toBe(true);
      expect(createHash('sha256').update(Buffer.from(chain[k]!, 'hex')).digest('hex')).toBe(chain[k - 1]);
    }
    expect(generateChain(SEED, 5)).toEqual(chain.slice(15)); // a chain's tail does not depend on its length
  });

  it('rejects a tampered, reordered or malformed hash', () => {
    const chain = generateChain(SEED, 5);
    const flipped = (chain[3]![0] === 'a' ? 'b' : 'a') + chain[3]!.slice(1);
    expect(verifyRound(chain[2]!, flipped)).toBe(false);
    expect(verifyRound(chain[3]!, chain[2]!)).toBe(false);
    expect(verifyRound(chain[1]!, chain[3]!)).toBe(false);
    expect(verifyRound(chain[2]!, chain[3]!.toUpperCase())).toBe(false);
    expect(verifyRound(chain[2]!, 'xyz')).toBe(false);
  });

  it('derives the crash point from HMAC-SHA256(salt, hash) as documented', () => {
    const hash = generateChain(SEED, 1)[0]!;
    const n = BigInt(`0x${createHmac('sha256', 'salt').update(hash).digest('hex').slice(0, 13)}`);
    const expected = (99n * E) / (E - n);
    expect(crashPointFromHash(hash, 'salt')).toBe(expected < 100n ? 100n : expected);
    expect(crashPointFromHash(hash, 'other salt')).not.toBe(crashPointFromHash(hash, 'salt'));
  });

  it('has exactly a 1% house edge at every target (threshold search over the 52-bit space)', () => {
    // crashCentsFromBits grows with n: find the smallest n reaching each target, then P(crash >= target).
    for (const target of [101n, 150n, 200n, 347n, 1_000n, 10_000n, 100_000n]) {
      let lo = 0n;
      let hi = E;
      while (lo < hi) {
        const mid = (lo + hi) / 2n;
        if (crashCentsFromBits(mid) >= target) hi = mid;
        else lo = mid + 1n;
      }
      const pReach = Number(E - lo) / Number(E);
      const expectedReturn = (pReach * Number(target)) / 100;
      expect(Math.abs(expectedReturn - 0.99)).toBeLessThan(1e-9);
    }
    expect(crashCentsFromBits(0n)).toBe(100n);
    expect(crashCentsFromBits(E - 1n)).toBe(99n * E);
  });

  it('matches the distribution over 100,000 chain hashes', () => {
    const rounds = 100_000;
    const chain = generateChain(SEED, rounds);
    let reach2 = 0;
    let instant = 0;
    let returned = 0n;
    for (let k = 1; k <= rounds; k++) {
      const crash = crashPointFromHash(chain[k]!);
      if (crash >= 200n) reach2++;
      if (crash === 100n) instant++;
      returned += crashWin(100n, 200n, crash) + crashWin(100n, 150n, crash) + crashWin(100n, 1_000n, crash);
    }
    const share2 = reach2 / rounds;
    const sd = Math.sqrt((0.495 * 0.505) / rounds);
    console.info(
      `crash: P(>=2.00) ${share2.toFixed(4)}, instant ${(instant / rounds).toFixed(4)}, ` +
        `house edge (targets 1.5, 2, 10) ${(1 - Number(returned) / (300 * rounds)).toFixed(4)}`,
    );
    expect(Math.abs(share2 - 0.99 / 2)).toBeLessThan(4 * sd);
    expect(Math.abs(instant / rounds - (1 - 0.99 / 1.01))).toBeLessThan(0.002);
    // Return of 1.5x, 2x and 10x cash-outs: 0.99 each; sd of the mean is about 0.0055 here.
    expect(Math.abs(Number(returned) / (300 * rounds) - 0.99)).toBeLessThan(0.02);
  });

  it('pays floor(bet * target) only when the round reaches the target', () => {
    expect(crashWin(333n, 201n, 201n)).toBe(669n); // 669.33 rounds down
    expect(crashWin(333n, 202n, 201n)).toBe(0n);
    expect(parseMultiplier('2')).toBe(200n);
    expect(parseMultiplier('2.5')).toBe(250n);
    expect(parseMultiplier('1000.00')).toBe(100_000n);
    expect(parseMultiplier('2.005')).toBeUndefined();
    expect(parseMultiplier('-2')).toBeUndefined();
    expect(formatMultiplier(347n)).toBe('3.47');
    expect(formatMultiplier(100n)).toBe('1.00');
  });
});
