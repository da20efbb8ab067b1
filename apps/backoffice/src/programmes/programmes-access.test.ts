import { describe, expect, it } from 'vitest';
import { MENU, canAccess } from '../auth/permissions';
import { PROGRAMME_RESOURCES } from './programmes-data-provider';

describe('who sees and sets the programmes', () => {
  it('finance and owners read and edit the settings; support only reads; content sees nothing', () => {
    for (const role of ['owner', 'finance'] as const) {
      expect(canAccess(role, 'referral-settings', 'edit')).toBe(true);
      expect(canAccess(role, 'cashback-settings', 'edit')).toBe(true);
    }
    for (const resource of PROGRAMME_RESOURCES) {
      expect(canAccess('support', resource, 'list')).toBe(true);
      expect(canAccess('content', resource, 'list')).toBe(false);
    }
    expect(canAccess('support', 'referral-settings', 'edit')).toBe(false);
    expect(canAccess('support', 'cashback-settings', 'edit')).toBe(false);
    // What the programmes paid is a record: nobody edits it.
    expect(canAccess('finance', 'referral-awards', 'edit')).toBe(false);
    expect(canAccess('finance', 'cashback-grants', 'edit')).toBe(false);
  });

  it('puts the Programmes part right after Payments for every role that reads money, and not for content', () => {
    for (const role of ['owner', 'finance', 'support'] as const) {
      const menu = MENU[role];
      expect(menu.indexOf('programmes')).toBe(menu.indexOf('payments') + 1);
    }
    expect(MENU.content).not.toContain('programmes');
  });
});
