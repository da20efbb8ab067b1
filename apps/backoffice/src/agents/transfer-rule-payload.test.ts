import { describe, expect, it } from 'vitest';
import { transferRuleBody, validateTransferRule } from './transfer-rule-payload';

const rule = { id: '1:USD', site_id: 1, currency: 'USD', enabled: true, min: '10.00', max: '5000.00', daily: '0' };

describe('agent transfer rule form', () => {
  it('sends the switch and the amounts as text, with the version read when there is one', () => {
    expect(transferRuleBody({ ...rule, version: 3, min: ' 20 ', max: 100 })).toEqual({
      version: 3,
      enabled: true,
      min: '20',
      max: '100',
      daily: '0',
    });
    expect(transferRuleBody({ ...rule, enabled: undefined })).not.toHaveProperty('version');
  });

  it('takes a saved rule, no daily limit (0), and a transfer of exactly the minimum', () => {
    expect(validateTransferRule(rule)).toEqual({});
    expect(validateTransferRule({ ...rule, max: '10', daily: '10' })).toEqual({});
  });

  it('wants the currency’s decimals, a maximum above nothing and not below the minimum', () => {
    expect(validateTransferRule({ ...rule, min: '1.001' }).min).toEqual({
      message: 'app.payments.validation.amount',
      args: { decimals: 2 },
    });
    expect(validateTransferRule({ ...rule, min: '0', max: '0' }).max).toBe('app.payments.validation.positive');
    expect(validateTransferRule({ ...rule, max: '9.99' }).max).toBe('app.agents.validation.max_below_min');
    expect(validateTransferRule({ ...rule, daily: '' }).daily).toBe('ra.validation.required');
  });

  it('refuses a daily limit below the least transfer: nothing could go through', () => {
    expect(validateTransferRule({ ...rule, daily: '5' }).daily).toBe('app.agents.validation.daily_below_min');
  });
});
