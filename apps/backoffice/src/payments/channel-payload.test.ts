import { channelCreate, channelUpdate, withdrawalRuleUpdate } from '@playdeck/contract/admin';
import { describe, expect, it } from 'vitest';
import { channelCreateBody, channelFormValues, channelUpdateBody, validateChannel } from './channel-payload';
import { ruleUpdateBody, validateRule } from './rule-payload';

const bankForm = {
  site_id: 1,
  currency: 'USD',
  kind: 'bank',
  name: ' Local bank ',
  enabled: true,
  min_amount: '10',
  max_amount: '5000.00',
  daily_limit: '0',
  fee_rate_permille: 15,
  quick_amounts: [{ amount: '100' }, { amount: ' 500.50 ' }],
  sort: 2,
  bank_name: 'First Bank',
  account_name: 'Playdeck Ltd',
  account_no: '0012-3456',
  branch: '',
};

describe('payment channel form', () => {
  it('builds the create body the contract takes: amounts as text, quick amounts as a list', () => {
    const body = channelCreateBody(bankForm);
    expect(body).toEqual({
      site_id: 1,
      currency: 'USD',
      kind: 'bank',
      name: 'Local bank',
      enabled: true,
      min_amount: '10',
      max_amount: '5000.00',
      daily_limit: '0',
      fee_rate_permille: 15,
      quick_amounts: ['100', '500.50'],
      sort: 2,
      bank_name: 'First Bank',
      account_name: 'Playdeck Ltd',
      account_no: '0012-3456',
      branch: '',
    });
    expect(channelCreate.safeParse(body).success).toBe(true);
    expect(validateChannel(bankForm, 'create')).toEqual({});
  });

  it('sends an online channel’s bank details empty, whatever the form still holds', () => {
    const body = channelUpdateBody({ ...bankForm, kind: 'online', version: 3 });
    expect(body).toMatchObject({ version: 3, bank_name: '', account_name: '', account_no: '', branch: '' });
    expect(body).not.toHaveProperty('site_id');
    expect(body).not.toHaveProperty('kind');
    expect(channelUpdate.safeParse(body).success).toBe(true);
  });

  it('reads a record back with its quick amounts as rows', () => {
    const values = channelFormValues({ id: 4, quick_amounts: ['100', '200'], version: 1 });
    expect(values).toMatchObject({ id: 4, version: 1, quick_amounts: [{ amount: '100' }, { amount: '200' }] });
    expect(channelFormValues({ id: 5 }).quick_amounts).toEqual([]);
  });

  it('marks the field the currency, the bank or the contract refuses', () => {
    const errors = validateChannel(
      {
        ...bankForm,
        currency: 'VND',
        min_amount: '10.5',
        max_amount: '5000',
        quick_amounts: [{ amount: '100' }, { amount: '0' }, { amount: '9000' }],
        account_no: ' ',
      },
      'create',
    );
    expect(errors).toEqual({
      min_amount: 'app.payments.validation.whole_amount',
      quick_amounts: [
        {},
        { amount: 'app.payments.validation.positive' },
        { amount: 'app.payments.validation.quick_in_range' },
      ],
      account_no: 'ra.validation.required',
    });
    expect(validateChannel({ ...bankForm, min_amount: '600', max_amount: '500' }, 'create')).toEqual({
      max_amount: 'app.activities.validation.max_below_min',
    });
    expect(validateChannel({ ...bankForm, fee_rate_permille: 201 }, 'create')).toEqual({
      fee_rate_permille: { message: 'ra.validation.maxValue', args: { max: 200 } },
    });
    // An online channel needs no bank account.
    expect(validateChannel({ ...bankForm, kind: 'online', bank_name: '', account_no: '' }, 'create')).toEqual({});
  });
});

describe('withdrawal rule form', () => {
  const rule = {
    id: '1:USD',
    site_id: 1,
    currency: 'USD',
    min_amount: '50',
    max_amount: '50000.00',
    daily_count: 3,
    daily_amount: '100000',
    turnover_multiplier: 1,
  };

  it('sends the version read, 0 for a rule never saved', () => {
    expect(ruleUpdateBody({ ...rule, version: 4 })).toEqual({
      version: 4,
      min_amount: '50',
      max_amount: '50000.00',
      daily_count: 3,
      daily_amount: '100000',
      turnover_multiplier: 1,
    });
    const fresh = ruleUpdateBody({ ...rule, version: 0 });
    expect(fresh).toMatchObject({ version: 0 });
    expect(withdrawalRuleUpdate.safeParse(fresh).success).toBe(true);
  });

  it('checks decimals and the contract’s ranges', () => {
    expect(validateRule({ ...rule, version: 0 })).toEqual({});
    expect(validateRule({ ...rule, min_amount: '1.001', daily_count: 1001, version: 2 })).toEqual({
      min_amount: { message: 'app.payments.validation.amount', args: { decimals: 2 } },
      daily_count: { message: 'ra.validation.maxValue', args: { max: 1000 } },
    });
  });
});
