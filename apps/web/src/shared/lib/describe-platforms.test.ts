import { describe, expect, it } from 'vitest';
import { describePlatforms } from './describe-platforms';

describe('describePlatforms', () => {
  it('names each platform once and at most 15 of them', () => {
    const names = Array.from({ length: 20 }, (_, i) => `GP${i + 1}`);
    const text = describePlatforms([...names, 'GP1', ' ']);
    expect(text.split(', ')).toEqual(names.slice(0, 15));
    expect(describePlatforms(['A', 'B', 'A'])).toBe('A, B');
  });
});
