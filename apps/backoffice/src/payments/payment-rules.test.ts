import { describe, expect, it } from 'vitest';
import { MENU, canAccess } from '../auth/permissions';
import { PAYMENT_KINDS } from '@playdeck/contract';
import { en } from '../i18n/en';
import { awaitsDecision, decisionKeys, pollWhileOpen } from './payment-choices';

describe('who sees and decides payments', () => {
  it('finance and owners decide and configure; support only reads; content sees nothing', () => {
    for (const role of ['owner', 'finance'] as const) {
      expect(canAccess(role, 'payment-orders', 'approve')).toBe(true);
      expect(canAccess(role, 'payment-channels', 'edit')).toBe(true);
      expect(canAccess(role, 'withdrawal-rules', 'edit')).toBe(true);
    }
    expect(canAccess('support', 'payment-queue', 'list')).toBe(true);
    expect(canAccess('support', 'payment-orders', 'show')).toBe(true);
    expect(canAccess('support', 'payment-orders', 'approve')).toBe(false);
    expect(canAccess('support', 'payment-orders', 'reject')).toBe(false);
    expect(canAccess('support', 'payment-channels', 'create')).toBe(false);
    expect(canAccess('support', 'withdrawal-rules', 'edit')).toBe(false);
    expect(canAccess('content', 'payment-orders', 'list')).toBe(false);
    expect(MENU.finance).toContain('payments');
    expect(MENU.support).toContain('payments');
    expect(MENU.content).not.toContain('payments');
  });

  it('offers a decision only on a pending bank deposit or withdrawal', () => {
    expect(awaitsDecision({ kind: 'withdrawal', channel_kind: 'online', status: 'pending' })).toBe(true);
    expect(awaitsDecision({ kind: 'deposit', channel_kind: 'bank', status: 'pending' })).toBe(true);
    // The gateway settles online deposits; finance has nothing to decide there.
    expect(awaitsDecision({ kind: 'deposit', channel_kind: 'online', status: 'pending' })).toBe(false);
    expect(awaitsDecision({ kind: 'withdrawal', channel_kind: 'online', status: 'paying' })).toBe(false);
    expect(awaitsDecision({ kind: 'deposit', channel_kind: 'bank', status: 'paid' })).toBe(false);
  });

  it('reads an order again every 3 s while its outcome is coming, then stops', () => {
    expect(pollWhileOpen({ status: 'pending' })).toBe(3_000);
    expect(pollWhileOpen({ status: 'paying' })).toBe(3_000);
    expect(pollWhileOpen({ status: 'paid' })).toBe(false);
    expect(pollWhileOpen(undefined)).toBe(false);
  });
});

describe('decision messages', () => {
  it('exist for both decisions on both kinds', () => {
    const messages = en as unknown as Record<string, unknown>;
    const at = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
    for (const decision of ['approve', 'reject'] as const) {
      for (const kind of PAYMENT_KINDS) {
        for (const key of Object.values(decisionKeys(decision, kind))) expect(typeof at(key), key).toBe('string');
      }
    }
  });
});
