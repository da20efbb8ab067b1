import type { BankChoice } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { accountFormErrors, banksFor, cleanAccountNo } from './account-form';

const banks: BankChoice[] = [
  { code: 'BCA', name: 'Bank Central', kind: 'bank' },
  { code: 'GCASH', name: 'GCash', kind: 'ewallet' },
];
const valid = { kind: 'bank' as const, bank_code: 'BCA', account_no: '1234 5678', holder_name: ' Ann Lee ' };

describe('add-account form', () => {
  it('offers the banks of the chosen kind', () => {
    expect(banksFor(banks, 'ewallet').map((b) => b.code)).toEqual(['GCASH']);
  });

  it('accepts a complete form (spaces in the number are dropped)', () => {
    expect(accountFormErrors(valid, banks)).toEqual({});
    expect(cleanAccountNo('1234 5678')).toBe('12345678');
  });

  it('asks for a bank of the chosen kind', () => {
    expect(accountFormErrors({ ...valid, bank_code: '' }, banks).bank_code).toBe('pay.err.bank_required');
    expect(accountFormErrors({ ...valid, bank_code: 'GCASH' }, banks).bank_code).toBe('pay.err.bank_required');
  });

  it('checks the number and the holder as the contract does', () => {
    expect(accountFormErrors({ ...valid, account_no: '' }, banks).account_no).toBe('pay.err.account_no_required');
    expect(accountFormErrors({ ...valid, account_no: '123' }, banks).account_no).toBe('pay.err.account_no_format');
    expect(accountFormErrors({ ...valid, account_no: '12#45' }, banks).account_no).toBe('pay.err.account_no_format');
    expect(accountFormErrors({ ...valid, account_no: 'A'.repeat(35) }, banks).account_no).toBe(
      'pay.err.account_no_format',
    );
    expect(accountFormErrors({ ...valid, holder_name: '  ' }, banks).holder_name).toBe('pay.err.holder_required');
    expect(accountFormErrors({ ...valid, holder_name: 'x'.repeat(101) }, banks).holder_name).toBe(
      'pay.err.holder_length',
    );
  });
});
