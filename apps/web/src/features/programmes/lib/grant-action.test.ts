import type { CashSurplusGrant } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { claimFailure } from './claim-errors';
import { grantAction } from './grant-action';
import { oneAtATime } from './one-at-a-time';

const NOW = Date.parse('2025-01-10T12:00:00Z');
const grant = (over: Partial<CashSurplusGrant> = {}): CashSurplusGrant => ({
  id: 7,
  period_start: '2025-01-08T04:00:00Z',
  period_end: '2025-01-09T04:00:00Z',
  net_loss: '100.00',
  amount: '5.00',
  status: 'claimable',
  claim_until: '2025-01-16T04:00:00Z',
  paid_at: null,
  ...over,
});

describe('the claim button', () => {
  it('is offered on a claimable grant while nothing is being claimed', () => {
    expect(grantAction(grant(), null, NOW)).toEqual({ kind: 'claim', disabled: false, busy: false });
  });

  it('is disabled and busy while its own claim is on its way', () => {
    expect(grantAction(grant(), 7, NOW)).toEqual({ kind: 'claim', disabled: true, busy: true });
  });

  it('is disabled on the other grants while one claim is on its way', () => {
    expect(grantAction(grant({ id: 8 }), 7, NOW)).toEqual({ kind: 'claim', disabled: true, busy: false });
  });

  it('gives way to the status once paid or expired, or once the time to claim has passed', () => {
    expect(grantAction(grant({ status: 'paid', paid_at: '2025-01-10T00:00:00Z' }), null, NOW)).toEqual({
      kind: 'status',
      status: 'paid',
    });
    expect(grantAction(grant({ status: 'expired' }), null, NOW)).toEqual({ kind: 'status', status: 'expired' });
    expect(grantAction(grant({ claim_until: '2025-01-10T11:59:59Z' }), null, NOW)).toEqual({
      kind: 'status',
      status: 'expired',
    });
  });
});

describe('one claim at a time', () => {
  it('lets a second click through only after the first claim has settled', () => {
    const gate = oneAtATime();
    expect(gate.enter()).toBe(true);
    expect(gate.enter()).toBe(false);
    gate.leave();
    expect(gate.enter()).toBe(true);
  });
});

describe('claim failures', () => {
  it('has a message of its own for each programme code', () => {
    const codes = { 3301: 'not_active', 3302: 'not_found', 3303: 'already_claimed', 3304: 'expired' };
    for (const [code, name] of Object.entries(codes)) {
      expect(claimFailure(new ApiError('server', 'server text', Number(code)))).toEqual({
        key: `cashback.err.${name}`,
      });
    }
  });

  it("shows a network failure's own text, an unknown code's server text, nothing for an ended session", () => {
    expect(claimFailure(new ApiError('network', 'Network error'))).toEqual({ text: 'Network error' });
    expect(claimFailure(new ApiError('server', 'Something else', 9999))).toEqual({ text: 'Something else' });
    expect(claimFailure(new ApiError('unauthorized', '', 401))).toBeNull();
    expect(claimFailure(new Error('boom'))).toEqual({ key: 'cashback.err.unknown' });
  });
});
