import type { AccountKind, BankChoice } from '@playdeck/contract';

export interface AccountForm {
  kind: AccountKind;
  bank_code: string;
  account_no: string;
  holder_name: string;
}

export type AccountField = keyof AccountForm;

/** The banks (or e-wallets) the member may choose for the account kind. */
export const banksFor = (banks: readonly BankChoice[], kind: AccountKind) => banks.filter((b) => b.kind === kind);

/** The account number as typed, without spaces (people copy "1234 5678"). */
export const cleanAccountNo = (value: string) => value.replace(/\s+/g, '');

/**
 * The add-account form's errors, as message keys per field (the contract's rules: a listed bank of that
 * kind, 4-34 letters, digits or -, a holder name of 1-100 characters); empty when it can be sent.
 */
export function accountFormErrors(
  form: AccountForm,
  banks: readonly BankChoice[],
): Partial<Record<AccountField, string>> {
  const errors: Partial<Record<AccountField, string>> = {};
  if (!banksFor(banks, form.kind).some((b) => b.code === form.bank_code)) errors.bank_code = 'pay.err.bank_required';
  const accountNo = cleanAccountNo(form.account_no);
  if (!accountNo) errors.account_no = 'pay.err.account_no_required';
  else if (!/^[A-Za-z0-9-]{4,34}$/.test(accountNo)) errors.account_no = 'pay.err.account_no_format';
  const holder = form.holder_name.trim();
  if (!holder) errors.holder_name = 'pay.err.holder_required';
  else if ([...holder].length > 100) errors.holder_name = 'pay.err.holder_length';
  return errors;
}
