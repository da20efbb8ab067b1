import { describe, expect, it } from 'vitest';
import { MENU, canAccess } from '../auth/permissions';
import { ROLES } from '../api/types';
import { CONTENT_RESOURCES } from '../content';
import { MEMBER_PROTECTION, PROTECTION_RESOURCES } from './protection-data-provider';

describe('who sees and acts on player protection', () => {
  it('compliance and owners impose limits and time-outs, review flags and edit the settings', () => {
    for (const role of ['owner', 'compliance'] as const) {
      expect(canAccess(role, MEMBER_PROTECTION, 'limit')).toBe(true);
      expect(canAccess(role, MEMBER_PROTECTION, 'time-out')).toBe(true);
      expect(canAccess(role, 'protection-flags', 'review')).toBe(true);
      expect(canAccess(role, 'protection-settings', 'edit')).toBe(true);
    }
  });

  it('support reads it all (members ask them) but imposes, reviews and sets nothing', () => {
    expect(canAccess('support', MEMBER_PROTECTION, 'show')).toBe(true);
    for (const resource of PROTECTION_RESOURCES) expect(canAccess('support', resource, 'list')).toBe(true);
    expect(canAccess('support', MEMBER_PROTECTION, 'limit')).toBe(false);
    expect(canAccess('support', MEMBER_PROTECTION, 'time-out')).toBe(false);
    expect(canAccess('support', 'protection-flags', 'review')).toBe(false);
    expect(canAccess('support', 'protection-settings', 'edit')).toBe(false);
  });

  it('finance and content see none of it', () => {
    for (const role of ['finance', 'content'] as const) {
      expect(canAccess(role, MEMBER_PROTECTION, 'show')).toBe(false);
      for (const resource of PROTECTION_RESOURCES) expect(canAccess(role, resource, 'list')).toBe(false);
    }
  });

  it('compliance reads members, money and the audit log, and changes neither members nor money', () => {
    expect(canAccess('compliance', 'members', 'show')).toBe(true);
    expect(canAccess('compliance', 'ledger', 'list')).toBe(true);
    expect(canAccess('compliance', 'payment-orders', 'list')).toBe(true);
    expect(canAccess('compliance', 'audit', 'list')).toBe(true);
    expect(canAccess('compliance', 'members', 'status')).toBe(false);
    expect(canAccess('compliance', 'adjustments', 'create')).toBe(false);
    expect(canAccess('compliance', 'payment-orders', 'approve')).toBe(false);
    expect(canAccess('compliance', 'operators', 'list')).toBe(false);
    for (const resource of CONTENT_RESOURCES) expect(canAccess('compliance', resource, 'list')).toBe(false);
  });

  it('every role has a menu, and the Player protection part comes right after Members where it is shown', () => {
    expect(ROLES).toContain('compliance');
    for (const role of ROLES) expect(MENU[role]).toBeDefined();
    for (const role of ['owner', 'support', 'compliance'] as const) {
      const menu = MENU[role];
      expect(menu.indexOf('protection')).toBe(menu.indexOf('members') + 1);
    }
    expect(MENU.finance).not.toContain('protection');
    expect(MENU.content).not.toContain('protection');
  });

  it('shows compliance only what it may list', () => {
    for (const entry of MENU.compliance) {
      if (['protection', 'payments', 'programmes', 'agents'].includes(entry)) continue;
      expect(canAccess('compliance', entry, 'list'), entry).toBe(true);
    }
  });
});
