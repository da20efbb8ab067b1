import { PAYMENT_CODES, RESULT } from '@playdeck/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { PAYMENT_MESSAGES, paymentFailure } from './payment-errors';

const english = JSON.parse(
  readFileSync(new URL('../../../locales/en_US/payments.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const server = (code: number, data?: unknown) => new ApiError('server', 'server says no', code, data);

describe('payment failures', () => {
  it('has a message, in the catalog, for every payment code', () => {
    for (const [name, code] of Object.entries(PAYMENT_CODES)) {
      const message = PAYMENT_MESSAGES[code];
      expect(message, name).toBeDefined();
      expect(english[message.key], `${name} ${message.key}`).toBeDefined();
    }
    expect(Object.keys(PAYMENT_MESSAGES).map(Number).sort()).toEqual(Object.values(PAYMENT_CODES).sort());
  });

  it("fills 'amount out of range' with the channel's limits, under the amount field", () => {
    const range = { min: '$ 100.00', max: '$ 50,000.00' };
    expect(paymentFailure(server(PAYMENT_CODES.amountOutOfRange), range)).toEqual({
      key: 'pay.err.amount_out_of_range',
      vars: range,
      field: 'amount',
    });
    expect(paymentFailure(server(PAYMENT_CODES.amountOutOfRange))?.key).toBe('pay.err.amount_not_allowed');
  });

  it('names the field of a code that is about one', () => {
    expect(paymentFailure(server(PAYMENT_CODES.withdrawPasswordWrong))).toMatchObject({
      key: 'pay.err.password_wrong',
      field: 'withdraw_password',
    });
    expect(paymentFailure(server(PAYMENT_CODES.turnoverNotMet))).toEqual({ key: 'pay.err.turnover_not_met' });
  });

  it('takes the field a 400 names', () => {
    const failure = paymentFailure(server(RESULT.badRequest, { field: 'sender_name', rule: 'too_big' }));
    expect(failure).toEqual({ key: 'pay.err.invalid_field', vars: { field: 'sender_name' }, field: 'sender_name' });
    expect(paymentFailure(server(RESULT.badRequest, null))?.field).toBe('body');
  });

  it("shows the server's own message for other codes, and nothing for an ended session", () => {
    expect(paymentFailure(server(999))).toEqual({ text: 'server says no' });
    expect(paymentFailure(new ApiError('network', 'Network error'))).toEqual({ text: 'Network error' });
    expect(paymentFailure(new ApiError('unauthorized', ''))).toBeNull();
    expect(paymentFailure(new ApiError('aborted', ''))).toBeNull();
    expect(paymentFailure(new Error('boom'))).toEqual({ key: 'pay.err.unknown' });
  });
});
