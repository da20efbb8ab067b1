import type { BankChoice } from '@playdeck/contract';

const bank = (code: string, name: string): BankChoice => ({ code, name, kind: 'bank' });
const wallet = (code: string, name: string): BankChoice => ({ code, name, kind: 'ewallet' });

/**
 * The banks and e-wallets members may bind per currency (the gateway pays out to these codes). A real
 * deployment takes this list from its payout gateway; these are the common ones of each market.
 */
const BANKS: Record<string, BankChoice[]> = {
  USD: [
    bank('CHASE', 'JPMorgan Chase'),
    bank('BOFA', 'Bank of America'),
    bank('WELLS', 'Wells Fargo'),
    wallet('PAYPAL', 'PayPal'),
  ],
  RMB: [
    bank('ICBC', '中国工商银行'),
    bank('CCB', '中国建设银行'),
    bank('ABC', '中国农业银行'),
    bank('BOC', '中国银行'),
    wallet('ALIPAY', '支付宝'),
    wallet('WECHAT', '微信支付'),
  ],
  VND: [
    bank('VCB', 'Vietcombank'),
    bank('TCB', 'Techcombank'),
    bank('ACB', 'ACB'),
    wallet('MOMO', 'MoMo'),
    wallet('ZALOPAY', 'ZaloPay'),
  ],
  INR: [
    bank('SBI', 'State Bank of India'),
    bank('HDFC', 'HDFC Bank'),
    bank('ICICI', 'ICICI Bank'),
    wallet('PAYTM', 'Paytm'),
    wallet('UPI', 'UPI'),
  ],
  THB: [
    bank('KBANK', 'Kasikornbank'),
    bank('SCB', 'Siam Commercial Bank'),
    bank('BBL', 'Bangkok Bank'),
    wallet('TRUEMONEY', 'TrueMoney'),
  ],
};

const GENERIC = [bank('BANK', 'Bank transfer'), wallet('EWALLET', 'E-wallet')];

export const banksFor = (currency: string): BankChoice[] => BANKS[currency] ?? GENERIC;
export const bankNameOf = (currency: string, code: string) => banksFor(currency).find((b) => b.code === code)?.name;
/** How many accounts a member may bind at once. */
export const MAX_ACCOUNTS = 5;
