import { describe, expect, it } from 'vitest';
import { lobbyUrlFor, safeReturnPath } from './lobby-url';

describe('the lobby address given to the provider', () => {
  it('is /close for windows, frames and pages, and carries the page left for a redirected game', () => {
    for (const type of ['window', 'modal', 'page'] as const) {
      expect(lobbyUrlFor(type, 'https://site.test', '/gameHall/2')).toBe('https://site.test/close');
    }
    expect(lobbyUrlFor('redirect', 'https://site.test', '/slotgame?gt_id=2&gp_id=GP01')).toBe(
      'https://site.test/close?back=%2Fslotgame%3Fgt_id%3D2%26gp_id%3DGP01',
    );
  });

  it('returns only to pages of this site', () => {
    expect(safeReturnPath('/slotgame?gt_id=2')).toBe('/slotgame?gt_id=2');
    expect(safeReturnPath('/close?back=/x')).toBe('/');
    for (const bad of [null, '', 'https://evil.test/', '//evil.test/', '/\\evil.test', 'javascript:alert(1)']) {
      expect(safeReturnPath(bad)).toBeUndefined();
    }
  });
});
