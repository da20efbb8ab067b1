import type { FirstData } from '@playdeck/contract';
import { CALL_PATHS, FIRST_DATA_GLOBAL } from '@playdeck/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const FLOAT = { code: 100, message: 'success', data: { list: [{ id: 1 }] } };
const MARQUEE = { code: 100, message: 'success', data: { web_announcement_list: [] } };

function pageWith(data: Partial<FirstData>, path = '/') {
  vi.stubGlobal('location', { pathname: path });
  vi.stubGlobal(FIRST_DATA_GLOBAL, {
    path: '/',
    locale: 'en_US',
    meta: { id: 'b1', timestamp: 1, routeRules: [], redirectHosts: [], prerendered: ['/'] },
    replies: [
      { name: 'float', body: {}, reply: FLOAT },
      { name: 'marquee', body: { sort_field: 'sort', sort_order: 'asc' }, reply: MARQUEE },
    ],
    ...data,
  });
  // The module keeps which replies were used: each test starts from a fresh page.
  return import('./first-data');
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the first replies a page carries', () => {
  it('answer the very call they were made for, once, whatever the order of its body', async () => {
    const { takeFirstReply } = await pageWith({});
    expect(takeFirstReply(CALL_PATHS.marquee, { sort_order: 'asc', sort_field: 'sort' }, 'en_US')).toEqual(MARQUEE);
    expect(takeFirstReply(CALL_PATHS.marquee, { sort_field: 'sort', sort_order: 'asc' }, 'en_US')).toBeUndefined();
    // Another body is another call.
    expect(takeFirstReply(CALL_PATHS.float, { site_id: 3 }, 'en_US')).toBeUndefined();
    expect(takeFirstReply(CALL_PATHS.float, { other: undefined }, 'en_US')).toEqual(FLOAT);
  });

  it('answer nothing in another language, on another path, or once the first screen is long past', async () => {
    expect((await pageWith({})).takeFirstReply(CALL_PATHS.float, {}, 'vi_VN')).toBeUndefined();
    vi.resetModules();
    const offline = await pageWith({}, '/faq');
    expect(offline.takeFirstReply(CALL_PATHS.float, {}, 'en_US')).toBeUndefined();
    expect(offline.pageHasFirstReplies()).toBe(false);
    vi.resetModules();
    const late = await pageWith({});
    vi.spyOn(performance, 'now').mockReturnValue(late.FIRST_REPLIES_FOR_MS + 1);
    expect(late.takeFirstReply(CALL_PATHS.float, {}, 'en_US')).toBeUndefined();
  });

  it("give the build's meta for this build only, and nothing from a page without first data", async () => {
    const page = await pageWith({});
    expect(page.firstBuildMeta('b1')?.prerendered).toEqual(['/']);
    expect(page.firstBuildMeta('b2')).toBeUndefined();
    vi.resetModules();
    vi.stubGlobal(FIRST_DATA_GLOBAL, undefined);
    const bare = await import('./first-data');
    expect(bare.firstBuildMeta('b1')).toBeUndefined();
    expect(bare.takeFirstReply(CALL_PATHS.float, {}, 'en_US')).toBeUndefined();
  });
});
