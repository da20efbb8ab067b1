import { CHUNK_RELOAD_GUARD_MS } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { mayReload } from './reload-guard';

describe('reload guard', () => {
  it('allows one reload per path per guard window', () => {
    expect(mayReload({}, '/', 1_000)).toBe(true);
    expect(mayReload({ '/': 1_000 }, '/', 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReload({ '/': 1_000 }, '/', 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(mayReload({ '/': 1_000 }, '/discount', 1_001)).toBe(true);
  });
});
