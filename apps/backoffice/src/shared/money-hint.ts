import { decimalsOf } from '@playdeck/contract';

/** "Amounts in USD, with at most 2 decimals." or, for a currency without decimals, "whole amounts". */
export const moneyHint = (translate: (key: string, options?: object) => string, currency: string) =>
  decimalsOf(currency) === 0
    ? translate('app.payments.channel.money_hint_whole', { currency })
    : translate('app.payments.channel.money_hint', { currency, decimals: decimalsOf(currency) });
