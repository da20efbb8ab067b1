import { describe, expect, it } from 'vitest';
import { EXTRA_TURNS_DEG, easeOutCubic, prizeAngle, segmentAtPointer, spinTarget, stopOffset } from './wheel';

describe('roulette wheel angles', () => {
  it('puts each prize at the centre of its segment, clockwise from the pointer', () => {
    expect(prizeAngle(0, 8)).toBe(22.5);
    expect(prizeAngle(3, 8)).toBe(157.5);
    expect(prizeAngle(5, 6)).toBe(330);
  });

  it('keeps the random offset inside the segment', () => {
    expect(stopOffset(8, 0.5)).toBe(0);
    expect(Math.abs(stopOffset(8, 0))).toBeLessThan(22.5);
    expect(Math.abs(stopOffset(8, 0.9999))).toBeLessThan(22.5);
  });

  it('adds ten turns and stops with the won prize under the pointer', () => {
    for (const count of [2, 5, 6, 8, 12]) {
      for (let index = 0; index < count; index++) {
        for (const random of [0, 0.25, 0.5, 0.99]) {
          const target = spinTarget(0, index, count, random);
          expect(target).toBeGreaterThanOrEqual(EXTRA_TURNS_DEG);
          expect(target).toBeLessThan(EXTRA_TURNS_DEG + 360);
          expect(segmentAtPointer(target, count)).toBe(index);
        }
      }
    }
  });

  it('always turns forward from where the wheel stopped last', () => {
    const first = spinTarget(0, 2, 8, 0.5);
    const second = spinTarget(first, 1, 8, 0.5);
    expect(second - first).toBeGreaterThanOrEqual(EXTRA_TURNS_DEG - 360);
    expect(second).toBeGreaterThan(first);
    expect(segmentAtPointer(second, 8)).toBe(1);
  });

  it('eases out from 0 to 1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
  });
});
