import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONFIG_GLOBAL } from '@playdeck/contract';

const globals = globalThis as unknown as Record<string, unknown>;

/** The formatter as a page of a site with this config loads it (the config is read once, at load). */
async function formatOfSite(config: Record<string, unknown>) {
  globals[PUBLIC_CONFIG_GLOBAL] = config;
  vi.resetModules();
  return import('./format');
}

describe('times on the site clock', () => {
  afterEach(() => {
    delete globals[PUBLIC_CONFIG_GLOBAL];
    vi.resetModules();
  });

  it('shows every time in the zone the site config names', async () => {
    const format = await formatOfSite({ TIME_ZONE: 'Asia/Tokyo' });
    expect(format.formatDateTime('2026-03-01T02:30:00Z')).toBe('2026-03-01 11:30');
    expect(format.formatZonedDateTime('2026-03-01T02:30:00Z')).toBe('2026-03-01 11:30 GMT+9');
  });

  it('falls back to the platform zone for a missing or unknown zone', async () => {
    const format = await formatOfSite({ TIME_ZONE: 'Mars/Olympus_Mons' });
    expect(format.formatZonedDateTime('2026-03-01T02:30:00Z')).toBe('2026-02-28 22:30 GMT-4');
  });
});
