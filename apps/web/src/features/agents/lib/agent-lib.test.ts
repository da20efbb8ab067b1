import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { addMessages } from '../../../shared/i18n/translate';
import { agentFailure } from './agent-errors';
import { linkUrl, qrFileName } from './link-url';
import { newRequestId } from './request-id';

const server = (code: number, data?: unknown, message = '') => new ApiError('server', message, code, data);

describe('agentFailure', () => {
  it('shows nothing for an aborted call or an ended session, the text of a network failure', () => {
    expect(agentFailure(new ApiError('aborted', 'aborted'))).toBe(null);
    expect(agentFailure(new ApiError('unauthorized', '', 401))).toBe(null);
    expect(agentFailure(new ApiError('network', 'No connection'))).toEqual({ text: 'No connection' });
    expect(agentFailure(new Error('boom'))).toEqual({ key: 'agents.err.unknown' });
  });

  it('reads 101 and 104 as the application answers only for the application', () => {
    expect(agentFailure(server(101), 'apply')).toEqual({ key: 'agents.err.already_applied' });
    expect(agentFailure(server(104), 'apply')).toEqual({ key: 'agents.err.applications_closed' });
    expect(agentFailure(server(104, { field: 'member_phone' }), 'register')).toEqual({
      key: 'signup.err_phone_used',
      field: 'member_phone',
    });
    expect(agentFailure(server(104, null, 'Closed'))).toEqual({ text: 'Closed' });
  });

  it('puts the transfer codes under their fields, with the limits', () => {
    expect(agentFailure(server(3404))).toEqual({ key: 'agents.err.not_in_downline', field: 'member_account' });
    expect(agentFailure(server(3412), 'other', { min: '$ 10.00' })).toEqual({
      key: 'agents.err.below_minimum',
      field: 'amount',
      vars: { min: '$ 10.00' },
    });
    expect(agentFailure(server(3416))).toEqual({ key: 'agents.err.transfers_closed' });
  });

  it('shares the withdraw-password answers of the payments module', () => {
    expect(agentFailure(server(3111))).toEqual({ key: 'agents.err.password_not_set', field: 'withdraw_password' });
    expect(agentFailure(server(3112))).toEqual({ key: 'agents.err.password_wrong', field: 'withdraw_password' });
    expect(agentFailure(server(3119))).toEqual({ key: 'agents.err.password_locked', field: 'withdraw_password' });
  });

  it("uses the registration rule the server names, under the server's field", () => {
    addMessages('en_US', { 'signup.err_psw_length': 'Password: 6-12 characters' });
    expect(agentFailure(server(400, { field: 'password', rule: 'signup.err_psw_length' }), 'register')).toEqual({
      key: 'signup.err_psw_length',
      field: 'password',
    });
    expect(agentFailure(server(102, { field: 'member_account' }), 'register')).toEqual({
      key: 'signup.err_account_used',
      field: 'member_account',
    });
  });

  it('names the field of a request the schema refused', () => {
    expect(agentFailure(server(400, { field: 'amount' }))).toEqual({ key: 'agents.err.invalid', field: 'amount' });
    expect(agentFailure(server(400))).toEqual({ key: 'agents.err.invalid_request' });
  });
});

describe('newRequestId', () => {
  it('is 8-64 letters, digits, _ or -, and new each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[\w-]{8,64}$/);
    expect(a).not.toContain('-');
    expect(newRequestId()).not.toBe(a);
  });
});

describe('linkUrl', () => {
  it('puts the path on the origin', () => {
    expect(linkUrl('/register?id=7&link=AbC123', 'https://play.example')).toBe(
      'https://play.example/register?id=7&link=AbC123',
    );
  });

  it('makes a safe file name for the QR code', () => {
    expect(qrFileName('Facebook group #1', 'AbC123')).toBe('Facebook-group-1-AbC123.png');
    expect(qrFileName('微信', 'AbC123')).toBe('link-AbC123.png');
  });
});
