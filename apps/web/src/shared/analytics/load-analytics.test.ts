import type { PageAnalytics } from '@playdeck/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../stores/preferences-store';
import { loadAnalytics, whenLoadedAndIdle } from './load-analytics';
import { activeAnalytics, sendsTracking } from './page-analytics';
import { sendPixelEvent } from './pixel';
import type { TagHost } from './tag-scripts';

const ALL_ON: PageAnalytics = {
  tags: {
    web_analytics: 'G-AB12CD34',
    tag_manager: 'GTM-AB12CD3',
    session_recorder: 'ab12cd34ef',
    ad_pixel: '123456789012345',
  },
  event_locales: [],
};

function fakeHost() {
  const scripts: { src: string; async: boolean }[] = [];
  const host: TagHost = {
    win: {},
    doc: {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (node) => scripts.push(node as { src: string; async: boolean }) },
    },
  };
  return { host, scripts };
}

describe('analytics tags', () => {
  afterEach(() => usePreferences.setState({ locale: 'en_US' }));

  it('are on only in a production build served by a production server', () => {
    const site = { APP_ENV: 'production', ANALYTICS: ALL_ON };
    expect(activeAnalytics(site, true)).toEqual(ALL_ON);
    expect(activeAnalytics(site, false).tags).toEqual({});
    expect(activeAnalytics({ ...site, APP_ENV: 'stage' }, true).tags).toEqual({});
    expect(activeAnalytics({ ...site, APP_ENV: 'local' }, true).tags).toEqual({});
  });

  it('drop an id that does not match its tag, whatever the config says', () => {
    const tags = { web_analytics: 'G-AB12"><script>', ad_pixel: 'javascript:1', tag_manager: 'GTM-AB12CD3' };
    expect(activeAnalytics({ APP_ENV: 'production', ANALYTICS: { tags, event_locales: [] } }, true).tags).toEqual({
      tag_manager: 'GTM-AB12CD3',
    });
  });

  it('load each tag that is on with its own script, once, and no other', () => {
    const { host, scripts } = fakeHost();
    loadAnalytics({ tags: { tag_manager: 'GTM-AB12CD3', ad_pixel: '123456789012345' }, event_locales: [] }, host);
    loadAnalytics({ tags: { tag_manager: 'GTM-AB12CD3' }, event_locales: [] }, host);
    expect(scripts).toEqual([
      { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', async: true },
      { src: 'https://connect.facebook.net/en_US/fbevents.js', async: true },
    ]);
    expect(host.win.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect((host.win.fbq as { queue: unknown[] }).queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ]);
    expect(host.win.gtag).toBeUndefined();
    expect(host.win.clarity).toBeUndefined();
  });

  it('load every tag when all are on', () => {
    const { host, scripts } = fakeHost();
    loadAnalytics(ALL_ON, host);
    expect(scripts.map((s) => s.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34',
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
      'https://www.clarity.ms/tag/ab12cd34ef',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(typeof host.win.gtag).toBe('function');
    expect(typeof host.win.clarity).toBe('function');
  });

  it('wait until the page has loaded and the browser is idle', () => {
    const listeners: (() => void)[] = [];
    const idle: (() => void)[] = [];
    const win = {
      document: { readyState: 'interactive' },
      addEventListener: (_type: 'load', listener: () => void) => listeners.push(listener),
      requestIdleCallback: (work: () => void) => idle.push(work),
      setTimeout: vi.fn(),
    };
    const work = vi.fn();
    whenLoadedAndIdle(win, work);
    expect(idle).toHaveLength(0);
    listeners[0]!();
    expect(work).not.toHaveBeenCalled();
    idle[0]!();
    expect(work).toHaveBeenCalledOnce();
  });
});

describe('tracking events', () => {
  it('go to the pixel only where it is on and the page speaks a listed language', () => {
    const listed: PageAnalytics = { tags: { ad_pixel: '123456789012345' }, event_locales: ['vi_VN'] };
    usePreferences.setState({ locale: 'en_US' });
    expect(sendsTracking(listed)).toBe(false);
    usePreferences.setState({ locale: 'vi_VN' });
    expect(sendsTracking(listed)).toBe(true);
    expect(sendsTracking({ tags: { web_analytics: 'G-AB12CD34' }, event_locales: [] })).toBe(false);
    expect(sendsTracking({ tags: { ad_pixel: '123456789012345' }, event_locales: [] })).toBe(true);
  });

  it("reach the pixel's queue before its script has loaded, with the event id", () => {
    const { host } = fakeHost();
    const page: PageAnalytics = { tags: { ad_pixel: '123456789012345' }, event_locales: [] };
    expect(sendPixelEvent('track', 'Purchase', { value: '1.00' }, 'D1', page, host)).toBe(true);
    loadAnalytics(page, host);
    expect((host.win.fbq as { queue: unknown[] }).queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
      ['track', 'Purchase', { value: '1.00' }, { eventID: 'D1' }],
    ]);
  });

  it('are not sent where the pixel is off', () => {
    const { host } = fakeHost();
    expect(sendPixelEvent('track', 'Purchase', {}, 'D1', { tags: {}, event_locales: [] }, host)).toBe(false);
    expect(host.win.fbq).toBeUndefined();
  });
});
