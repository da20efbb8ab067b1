import { describe, expect, it } from 'vitest';
import { failureOf, parseWindowMessage } from './window-message';

describe('window messages', () => {
  it('reads the three message types and ignores anything else', () => {
    expect(parseWindowMessage(JSON.stringify({ type: 'authLogin', data: { token: 't' } }))).toEqual({
      type: 'authLogin',
      data: { token: 't' },
    });
    expect(parseWindowMessage(JSON.stringify({ type: 'authLoginClose' }))).toEqual({
      type: 'authLoginClose',
      data: {},
    });
    expect(parseWindowMessage(JSON.stringify({ type: 'quickGame', data: { window: 'deposit' } }))).toEqual({
      type: 'quickGame',
      data: { window: 'deposit' },
    });
    expect(
      parseWindowMessage(JSON.stringify({ type: 'quickGame', data: { window: 'game', name: 'playdeck_game_x' } })),
    ).toEqual({ type: 'quickGame', data: { window: 'game', name: 'playdeck_game_x' } });
    expect(parseWindowMessage(JSON.stringify({ type: 'quickGame', data: { window: 'elsewhere' } }))).toBeUndefined();
    expect(parseWindowMessage(JSON.stringify({ type: 'other' }))).toBeUndefined();
    expect(parseWindowMessage('not json')).toBeUndefined();
    expect(parseWindowMessage(null)).toBeUndefined();
  });

  it('treats a result code other than 100 as a failure with its message', () => {
    expect(failureOf({ code: '101', message: 'denied' })).toEqual({ message: 'denied' });
    expect(failureOf({ code: 500 })).toEqual({ message: '' });
    expect(failureOf({ code: '100' })).toBeUndefined();
    expect(failureOf({})).toBeUndefined();
  });
});
