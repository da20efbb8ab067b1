import { describe, expect, it } from 'vitest';
import { frameLaunchRequest } from './frame-message';

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
