import { SLIDING_SCROLL_MS } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { slideOffsetAt } from './slide-scroll';

describe('slideOffsetAt', () => {
  it('takes the spec 500 ms from start to end, easing in and out', () => {
    expect(SLIDING_SCROLL_MS).toBe(500);
    expect(slideOffsetAt(0, 200, 0)).toBe(0);
    expect(slideOffsetAt(0, 200, 250)).toBe(100);
    expect(slideOffsetAt(0, 200, 100)).toBeLessThan(40); // slow start
    expect(slideOffsetAt(0, 200, 499)).toBeLessThan(200);
    expect(slideOffsetAt(0, 200, 500)).toBe(200);
    expect(slideOffsetAt(300, 100, 9_999)).toBe(100);
  });
});
