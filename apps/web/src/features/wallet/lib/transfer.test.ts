import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { transferFailure, transferProblem, transferWire, wholeBalance } from './transfer';

describe('transferProblem', () => {
  it('takes an amount within the currency decimals and the balance', () => {
    expect(transferProblem('5', 'USD', '10.00')).toBeNull();
    expect(transferProblem('10.00', 'USD', '10.00')).toBeNull();
    expect(transferProblem(' 2.5 ', 'USD', null)).toBeNull();
    expect(transferProblem('1000', 'VND', '1000')).toBeNull();
  });

  it('names the broken rule', () => {
    expect(transferProblem('', 'USD', '1')).toBe('empty');
    expect(transferProblem('1.2.3', 'USD', '10')).toBe('format');
    expect(transferProblem('-1', 'USD', '10')).toBe('format');
    expect(transferProblem('1e3', 'USD', '10')).toBe('format');
    expect(transferProblem('1.005', 'USD', '10')).toBe('decimals');
    expect(transferProblem('1.5', 'VND', '10')).toBe('decimals');
    expect(transferProblem('0.00', 'USD', '10')).toBe('zero');
    expect(transferProblem('10.01', 'USD', '10.00')).toBe('insufficient');
    expect(transferProblem('1234567890123', 'USD', null)).toBe('format');
  });
});

describe('amount helpers', () => {
  it('sends the currency decimals', () => {
    expect(transferWire('5', 'USD')).toBe('5.00');
    expect(transferWire('5.1', 'USD')).toBe('5.10');
    expect(transferWire('5000', 'VND')).toBe('5000');
  });

  it('fills the whole balance, nothing for none', () => {
    expect(wholeBalance('12.5', 'USD')).toBe('12.50');
    expect(wholeBalance('0.00', 'USD')).toBe('');
    expect(wholeBalance(null, 'USD')).toBe('');
  });
});

describe('transferFailure', () => {
  const server = (code: number, message = '') => new ApiError('server', message, code);
  it('maps the transfer codes, under the amount where they are about it', () => {
    expect(transferFailure(server(3221))).toMatchObject({ key: 'transfer.err.amount', atAmount: true });
    expect(transferFailure(server(3222))).toMatchObject({ key: 'transfer.err.insufficient', atAmount: true });
    expect(transferFailure(server(3223))).toMatchObject({ key: 'transfer.err.game_open', outcomeUnknown: false });
  });

  it('keeps the request id when the outcome is unknown', () => {
    expect(transferFailure(server(3226))?.outcomeUnknown).toBe(true);
    expect(transferFailure(new ApiError('timeout', 'timed out'))).toMatchObject({
      text: 'timed out',
      outcomeUnknown: true,
    });
    expect(transferFailure(server(500, 'Internal'))?.outcomeUnknown).toBe(true);
    expect(transferFailure(server(400, 'amount'))?.outcomeUnknown).toBe(false);
  });

  it('says nothing for an aborted call or an ended session', () => {
    expect(transferFailure(new ApiError('aborted', ''))).toBeNull();
    expect(transferFailure(new ApiError('unauthorized', '', 401))).toBeNull();
  });
});
