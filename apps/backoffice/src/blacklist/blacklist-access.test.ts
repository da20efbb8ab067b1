import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@playdeck/contract/admin/roles';
import { MENU, canAccess } from '../auth/permissions';

const RESOURCE = 'register-blacklist';

describe('who sees and changes the registration blacklist', () => {
  it('the owner adds and deletes entries; finance and support only read them; content does not see them', () => {
    for (const action of ['list', 'create', 'delete']) expect(canAccess('owner', RESOURCE, action)).toBe(true);
    for (const role of ['finance', 'support'] as const) {
      expect(canAccess(role, RESOURCE, 'list')).toBe(true);
      expect(canAccess(role, RESOURCE, 'create')).toBe(false);
      expect(canAccess(role, RESOURCE, 'delete')).toBe(false);
      expect(canAccess(role, RESOURCE, 'edit')).toBe(false);
    }
    expect(canAccess('content', RESOURCE, 'list')).toBe(false);
    // The console hides what the server refuses: its routes read with members.read, write with sites.manage.
    expect(PERMISSIONS['members.read']).not.toContain('content');
  });

  it('is in the menu of every role that may read it, after Sites for the owner', () => {
    expect(MENU.owner.indexOf(RESOURCE)).toBe(MENU.owner.indexOf('sites') + 1);
    expect(MENU.finance).toContain(RESOURCE);
    expect(MENU.support).toContain(RESOURCE);
    expect(MENU.content).not.toContain(RESOURCE);
  });
});
