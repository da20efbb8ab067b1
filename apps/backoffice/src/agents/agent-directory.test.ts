import { describe, expect, it } from 'vitest';
import { agentUpdateBody } from './agent-directory';

describe('an agent edit as the admin API takes it', () => {
  it('sends the chosen plan, or null for the site default, and the trimmed reason', () => {
    expect(agentUpdateBody({ plan: '7', agent_active: true, reason: '  moved up  ' })).toEqual({
      plan_id: 7,
      agent_active: true,
      reason: 'moved up',
    });
    expect(agentUpdateBody({ plan: 'default', agent_active: false, reason: 'spam' })).toEqual({
      plan_id: null,
      agent_active: false,
      reason: 'spam',
    });
  });

  it('never sends an untouched switch as anything but false', () => {
    expect(agentUpdateBody({ plan: 'default', reason: 'x' }).agent_active).toBe(false);
  });
});
