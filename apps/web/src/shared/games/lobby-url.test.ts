import { describe, expect, it } from 'vitest';
import { lobbyUrlFor, safeReturnPath } from './lobby-url';

describe('the lobby address given to the provider', () => {
  it('is /close for windows, frames and pages, and carries the page left for a redirected game', () => {
    for (const type of ['window', 'modal', 'page'] as const) {
      expect(lobbyUrlFor(type, '/gameHall/2')).toBe('/close');
    }
    const lobby = lobbyUrlFor('redirect', '/slotgame?gt_id=2&gp_id=GP01');
    expect(lobby).toBe('/close?back=%2Fslotgame%3Fgt_id%3D2%26gp_id%3DGP01');
    // Within what the server accepts as a lobby path (games/play.ts).
    expect(lobby).toMatch(/^\/(?!\/)[\w\-./?=&%]*$/);
  });

  it('returns only to pages of this site', () => {
    expect(safeReturnPath('/slotgame?gt_id=2')).toBe('/slotgame?gt_id=2');
    expect(safeReturnPath('/close?back=/x')).toBe('/');
    for (const bad of [null, '', 'https://evil.test/', '//evil.test/', '/\\evil.test', 'javascript:alert(1)']) {
      expect(safeReturnPath(bad)).toBeUndefined();
    }
  });
});
