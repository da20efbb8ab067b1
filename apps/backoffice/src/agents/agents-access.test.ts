import { describe, expect, it } from 'vitest';
import { MENU, canAccess } from '../auth/permissions';
import { AGENT_RESOURCES } from './agents-data-provider';

describe('who sees and decides the agent screens', () => {
  it('support decides applications; finance reads them but does not decide', () => {
    expect(canAccess('support', 'agent-applications', 'approve')).toBe(true);
    expect(canAccess('support', 'agent-applications', 'reject')).toBe(true);
    expect(canAccess('finance', 'agent-applications', 'list')).toBe(true);
    expect(canAccess('finance', 'agent-applications', 'approve')).toBe(false);
  });

  it('finance sets plans and transfer rules and pays statements; support only reads them', () => {
    for (const [resource, action] of [
      ['agent-plans', 'create'],
      ['agent-plans', 'edit'],
      ['agent-transfer-rules', 'edit'],
      ['agent-statements', 'approve'],
      ['agent-statements', 'reject'],
    ] as const) {
      expect(canAccess('finance', resource, action)).toBe(true);
      expect(canAccess('support', resource, action)).toBe(false);
    }
    expect(canAccess('finance', 'agent-transfers', 'edit')).toBe(false);
  });

  it('support and owners switch agents off; only plan editors may move their plan', () => {
    expect(canAccess('support', 'agents', 'edit')).toBe(true);
    expect(canAccess('finance', 'agents', 'edit')).toBe(false);
    expect(canAccess('support', 'agent-plans', 'edit')).toBe(false);
    expect(canAccess('content', 'agents', 'list')).toBe(false);
  });

  it('every money role lists every agent screen; content sees none', () => {
    for (const resource of AGENT_RESOURCES) {
      for (const role of ['owner', 'finance', 'support'] as const) expect(canAccess(role, resource, 'list')).toBe(true);
      expect(canAccess('content', resource, 'list')).toBe(false);
    }
  });

  it('puts the Agents part right after Programmes for the roles that read money', () => {
    for (const role of ['owner', 'finance', 'support'] as const) {
      const menu = MENU[role];
      expect(menu.indexOf('agents')).toBe(menu.indexOf('programmes') + 1);
    }
    expect(MENU.content).not.toContain('agents');
  });
});
