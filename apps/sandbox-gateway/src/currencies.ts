/**
 * The currencies this gateway settles and their minor-unit digits. The site's own codes (RMB, WON) sit
 * beside ISO ones because a gateway in this market takes both; anything else is refused, as real
 * gateways refuse currencies a merchant account is not opened for.
 */
export const GATEWAY_CURRENCIES: Record<string, number> = {
  RMB: 2,
  CNY: 2,
  USD: 2,
  EUR: 2,
  INR: 2,
  THB: 2,
  BDT: 2,
  BRL: 2,
  NGN: 2,
  IDR: 2,
  PHP: 2,
  MYR: 2,
  VND: 0,
  WON: 0,
  KRW: 0,
  JPY: 0,
  MMK: 0,
  KWD: 3,
  BHD: 3,
  USDT: 2,
};

export const isGatewayCurrency = (code: string) => Object.hasOwn(GATEWAY_CURRENCIES, code);

/** Minor units to a plain decimal with the currency's digits and thousands separators: 123456n USD → "1,234.56". */
export function formatAmount(minor: bigint, currency: string): string {
  const digits = GATEWAY_CURRENCIES[currency] ?? 2;
  const text = minor.toString().padStart(digits + 1, '0');
  const whole = (digits ? text.slice(0, -digits) : text).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return digits ? `${whole}.${text.slice(-digits)}` : whole;
}
