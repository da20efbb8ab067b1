import { describe, expect, it } from 'vitest';
import { envelopeCreateBody, envelopeFormValues, validateEnvelope } from './envelope-payload';
import { validateWheel, wheelCreateBody, wheelFormValues } from './wheel-payload';

const envelopeForm = {
  site_id: 1,
  currency: 'USD',
  titles: { en_US: ' Lucky drop ', zh_CN: '' },
  budget: '20.00',
  count: 10,
  amount: { kind: 'random', min: '1', max: '3.00' },
  start_at: '2030-01-01T10:00',
  end_at: '2030-01-01T11:00',
  min_member_days: 0,
};

describe('activity forms', () => {
  it('sends major units as minor units, drops empty languages, and passes the contract schema', () => {
    const body = envelopeCreateBody(envelopeForm, 'request-0001');
    expect(body).toMatchObject({
      titles: { en_US: 'Lucky drop' },
      budget: 2_000,
      amount: { kind: 'random', min: 100, max: 300 },
    });
    expect(validateEnvelope(envelopeForm, 'create')).toEqual({});
  });

  it('marks the field the schema or the currency refuses', () => {
    expect(validateEnvelope({ ...envelopeForm, budget: '9.99' }, 'create')).toEqual({
      budget: 'app.activities.validation.budget_too_low',
    });
    const vnd = validateEnvelope({ ...envelopeForm, currency: 'VND', budget: '20000.5' }, 'create');
    expect(vnd.budget).toEqual({ message: 'app.activities.validation.money', args: { decimals: 0 } });
    const backwards = validateEnvelope({ ...envelopeForm, end_at: '2030-01-01T09:00' }, 'create');
    expect(backwards).toEqual({ end_at: 'app.activities.validation.end_after_start' });
  });

  it('reads a record back into major units', () => {
    const values = envelopeFormValues({
      id: 1,
      currency: 'USD',
      budget: 2_000,
      amount: { kind: 'fixed', amount: 250 },
    });
    expect(values).toMatchObject({ budget: '20.00', amount: { kind: 'fixed', amount: '2.50' } });
  });

  it('a wheel: prizes in minor units, empty stock is no limit, accounts one a line', () => {
    const form = {
      site_id: 1,
      currency: 'USD',
      titles: { en_US: 'Wheel' },
      prizes: [
        { kind: 'cash', amount: '2.5', labels: { en_US: 'Cash' }, weight: 3, stock: '' },
        { kind: 'item', item: 'hat', labels: { en_US: 'Hat' }, weight: 1, stock: 5 },
      ],
      grant: { kind: 'accounts', accounts: 'demo001\ndemo002, agent001', draws: 2 },
      start_at: '2030-01-01T10:00',
      end_at: '2030-01-02T10:00',
    };
    expect(wheelCreateBody(form, 'request-0001')).toMatchObject({
      prizes: [
        { kind: 'cash', amount: 250, stock: null },
        { kind: 'item', item: 'hat', stock: 5 },
      ],
      grant: { kind: 'accounts', accounts: ['demo001', 'demo002', 'agent001'], draws: 2 },
    });
    expect(validateWheel(form, 'create')).toEqual({});
    const bad = validateWheel({ ...form, prizes: [{ ...form.prizes[0], weight: 0 }] }, 'create');
    expect(bad).toEqual({ prizes: [{ weight: { message: 'ra.validation.minValue', args: { min: 1 } } }] });
    const back = wheelFormValues({
      id: 1,
      currency: 'USD',
      prizes: [{ id: 3, amount: 250 }],
      grant: { kind: 'accounts', accounts: ['a', 'b'], draws: 1 },
    });
    expect(back).toMatchObject({ prizes: [{ amount: '2.50' }], grant: { accounts: 'a\nb' } });
  });
});
