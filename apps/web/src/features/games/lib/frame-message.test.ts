import { describe, expect, it } from 'vitest';
import { frameHeightRequest, frameLaunchRequest } from './frame-message';

describe('frame launch messages', () => {
  it('opens the game named by a U003 message, as an object or as JSON', () => {
    const data = { gp_id: 'GP04', gt_id: 4, game_code: 'lobby', game_name: 'Arena' };
    expect(frameLaunchRequest({ code: 'U003', data })).toEqual({
      gp_id: 'GP04',
      game_type: 4,
      game_code: 'lobby',
      house: undefined,
      name: 'Arena',
    });
    expect(frameLaunchRequest(JSON.stringify({ code: 'SPU003', data }))?.gp_id).toBe('GP04');
  });

  it('ignores other codes and incomplete games', () => {
    expect(frameLaunchRequest({ code: 'S001', data: { height: 900 } })).toBeUndefined();
    expect(frameLaunchRequest({ code: 'U003', data: { gp_id: 'GP04' } })).toBeUndefined();
    expect(frameLaunchRequest({ code: 'U003', data: { gp_id: 'GP04', game_code: 'x', gt_id: 12 } })).toBeUndefined();
    expect(frameLaunchRequest('not json')).toBeUndefined();
  });
});

describe('frame height messages (S001)', () => {
  it('reads the height from data.height, data or height, as an object or as JSON', () => {
    expect(frameHeightRequest({ code: 'S001', data: { height: 900 } })).toBe(900);
    expect(frameHeightRequest(JSON.stringify({ code: 'S001', data: '1240.4' }))).toBe(1241);
    expect(frameHeightRequest({ code: 'S001', height: 700 })).toBe(700);
  });

  it('clamps to a sane range and ignores other codes and non-numbers', () => {
    expect(frameHeightRequest({ code: 'S001', data: { height: 10 } })).toBe(120);
    expect(frameHeightRequest({ code: 'S001', data: { height: 1e9 } })).toBe(20_000);
    expect(frameHeightRequest({ code: 'S001', data: { height: 'tall' } })).toBeUndefined();
    expect(frameHeightRequest({ code: 'S001', data: { height: -5 } })).toBeUndefined();
    expect(frameHeightRequest({ code: 'U003', data: { height: 900 } })).toBeUndefined();
    expect(frameHeightRequest('not json')).toBeUndefined();
  });
});
