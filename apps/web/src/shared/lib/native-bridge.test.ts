import { describe, expect, it, vi } from 'vitest';
import { postTokenLoginSet } from './native-bridge';

const data = { token: 't0k', member_id: '7', member_account: 'demo001', member_currency: 'USD' };

describe('postTokenLoginSet', () => {
  it('posts to the iOS WebKit message handler', () => {
    const postMessage = vi.fn();
    const host = { webkit: { messageHandlers: { playdeck: { postMessage } } } };
    expect(postTokenLoginSet('ios', data, host)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: 'token-login-set', data });
  });

  it('posts JSON to the Android bridge', () => {
    const postMessage = vi.fn();
    expect(postTokenLoginSet('android', data, { PlaydeckAndroid: { postMessage } })).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({ type: 'token-login-set', data });
  });

  it('does nothing in a browser, or in an app without its bridge', () => {
    const postMessage = vi.fn();
    const both = { webkit: { messageHandlers: { playdeck: { postMessage } } }, PlaydeckAndroid: { postMessage } };
    expect(postTokenLoginSet(undefined, data, both)).toBe(false);
    expect(postTokenLoginSet('ios', data, {})).toBe(false);
    expect(postTokenLoginSet('android', data, { webkit: {} })).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
