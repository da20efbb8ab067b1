import type { Banner, GameLinkParameter, ModelAd } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import type { ClickContext } from './banner-click';
import { adAction, bannerAction } from './banner-click';

const banner = (over: Partial<Banner> = {}): Banner => ({
  id: 1,
  url: '/content-img/banner-1-desktop.svg',
  title: 'Welcome',
  link_type: 1,
  link_url: '/discount/1',
  link_method: 0,
  game_link_parameter: null,
  sort: 1,
  ...over,
});
const game = (over: Partial<GameLinkParameter> = {}): GameLinkParameter => ({
  currency: 'USD',
  gt_id: 2,
  gp_id: 'GP01',
  gp_gt_name: 'e_GP01',
  customized: '',
  ...over,
});
const desktop: ClickContext = { isDemo: false, viewCurrency: 'USD', mode: 'desktop', gameRoom: true };
const mobile: ClickContext = { ...desktop, mode: 'mobile' };

describe('bannerAction: what may be clicked', () => {
  it('follows nothing on a demo site, whatever the link', () => {
    const demo = { ...desktop, isDemo: true };
    expect(bannerAction(banner(), demo)).toEqual({ kind: 'none' });
    expect(bannerAction(banner({ link_type: 0, link_url: 'https://example.com' }), demo)).toEqual({ kind: 'none' });
    expect(bannerAction(banner({ link_type: 2, game_link_parameter: game() }), demo)).toEqual({ kind: 'none' });
  });

  it('needs a url', () => {
    expect(bannerAction(banner({ url: '' }), desktop)).toEqual({ kind: 'none' });
  });

  it('ignores unknown link types', () => {
    expect(bannerAction(banner({ link_type: 7 as Banner['link_type'] }), desktop)).toEqual({ kind: 'none' });
  });
});

describe('bannerAction: external links (link_type 0)', () => {
  it('opens http(s) addresses, in a new window for link_method 1', () => {
    expect(bannerAction(banner({ link_type: 0, link_url: 'https://example.com/a', link_method: 1 }), desktop)).toEqual({
      kind: 'external',
      url: 'https://example.com/a',
      newWindow: true,
    });
    expect(bannerAction(banner({ link_type: 0, link_url: 'http://example.com', link_method: 0 }), desktop)).toEqual({
      kind: 'external',
      // The address as the browser follows it (normalised by URL).
      url: 'http://example.com/',
      newWindow: false,
    });
  });

  it('ignores every other kind of address', () => {
    for (const link_url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.com',
      '/discount',
      'example.com',
      '',
    ]) {
      expect(bannerAction(banner({ link_type: 0, link_url }), desktop), link_url).toEqual({ kind: 'none' });
    }
  });
});

describe('bannerAction: internal pages (link_type 1)', () => {
  it('navigates to a site path, or opens it in a new window for link_method 1', () => {
    expect(bannerAction(banner(), desktop)).toEqual({ kind: 'internal', path: '/discount/1', newWindow: false });
    expect(bannerAction(banner({ link_url: '/sponsor', link_method: 1 }), desktop)).toEqual({
      kind: 'internal',
      path: '/sponsor',
      newWindow: true,
    });
  });

  it('does not leave the site through a protocol-relative or absolute address', () => {
    for (const link_url of ['//evil.example', '/\\evil.example', 'https://example.com', 'sponsor', '']) {
      expect(bannerAction(banner({ link_url }), desktop), link_url).toEqual({ kind: 'none' });
    }
  });
});

describe('bannerAction: games (link_type 2)', () => {
  it('opens a slot provider banner as its game list: the desktop game room, /slotgame on mobile', () => {
    const gameBanner = banner({ link_type: 2, link_url: '', game_link_parameter: game() });
    expect(bannerAction(gameBanner, desktop)).toEqual({ kind: 'list', path: '/gameRoom?gt_id=2&gp_id=GP01&house=' });
    expect(bannerAction(gameBanner, mobile)).toEqual({ kind: 'list', path: '/slotgame?gt_id=2&gp_id=GP01&house=' });
    expect(bannerAction(gameBanner, { ...desktop, gameRoom: false })).toEqual({
      kind: 'list',
      path: '/slotgame?gt_id=2&gp_id=GP01&house=',
    });
  });

  it('launches the lobby of a provider of another game type', () => {
    const live = banner({ link_type: 2, game_link_parameter: game({ gt_id: 3, gp_id: 'GP05' }) });
    expect(bannerAction(live, desktop)).toEqual({
      kind: 'launch',
      target: { gp_id: 'GP05', game_type: 3, game_code: 'lobby' },
    });
  });

  it('launches the one game named by `customized`', () => {
    const one = banner({ link_type: 2, game_link_parameter: game({ customized: 'slot-golden-koi' }) });
    expect(bannerAction(one, mobile)).toEqual({
      kind: 'launch',
      target: { gp_id: 'GP01', game_type: 2, game_code: 'slot-golden-koi' },
    });
  });

  it('plays only in the banner currency; another currency explains why instead', () => {
    const usd = banner({ link_type: 2, game_link_parameter: game({ currency: 'USD' }) });
    expect(bannerAction(usd, { ...desktop, viewCurrency: 'VND' })).toEqual({ kind: 'wrongCurrency', currency: 'USD' });
  });

  it('does nothing without a game to open', () => {
    expect(bannerAction(banner({ link_type: 2, game_link_parameter: null }), desktop)).toEqual({ kind: 'none' });
    expect(bannerAction(banner({ link_type: 2, game_link_parameter: game({ gp_id: '' }) }), desktop)).toEqual({
      kind: 'none',
    });
  });
});

describe('adAction', () => {
  const ad = (over: Partial<ModelAd> = {}): ModelAd => ({
    id: 1,
    title: 'Get the app',
    photo: '/content-img/ad-1.svg',
    url: '/app',
    link_method: 0,
    position: '',
    sort: 1,
    ...over,
  });

  it('opens a site path as a page and an http(s) address as a link', () => {
    expect(adAction(ad(), { isDemo: false })).toEqual({ kind: 'internal', path: '/app', newWindow: false });
    expect(adAction(ad({ url: 'https://t.me/x', link_method: 1 }), { isDemo: false })).toEqual({
      kind: 'external',
      url: 'https://t.me/x',
      newWindow: true,
    });
  });

  it('ignores other addresses and every ad on a demo site', () => {
    expect(adAction(ad({ url: 'javascript:void(0)' }), { isDemo: false })).toEqual({ kind: 'none' });
    expect(adAction(ad({ url: '' }), { isDemo: false })).toEqual({ kind: 'none' });
    expect(adAction(ad(), { isDemo: true })).toEqual({ kind: 'none' });
  });
});
