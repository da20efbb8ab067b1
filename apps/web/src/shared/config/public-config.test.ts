import { describe, expect, it } from 'vitest';
import { websocketUrlFor } from './public-config';

describe('websocketUrlFor', () => {
  const site = { CONFIG_WEBSOCKET_URL: 'ws://rt.example', CONFIG_WEBSOCKET_URL_SSL: 'wss://rt.example' };
  it('uses the SSL variant on an https page and the plain address otherwise', () => {
    expect(websocketUrlFor(site, 'https:')).toBe('wss://rt.example');
    expect(websocketUrlFor(site, 'http:')).toBe('ws://rt.example');
  });

  it('falls back to the plain address (or this origin) when the site has no SSL variant', () => {
    expect(websocketUrlFor({ ...site, CONFIG_WEBSOCKET_URL_SSL: '' }, 'https:')).toBe('ws://rt.example');
    expect(websocketUrlFor({ CONFIG_WEBSOCKET_URL: '', CONFIG_WEBSOCKET_URL_SSL: '' }, 'https:')).toBe('');
  });
});
