import type { CashSurplusSettings } from '@playdeck/contract';
import { isPositive, percentOf } from '../../../shared/lib/amount-text';
import { money } from './money';
import type { Sentence } from './referral-rules';

/** How many days a grant of the claim mode may be claimed (the server's claim_until says it per grant). */
export const CLAIM_DAYS = 7;

/**
 * The programme in the member's words, from the operator's settings: what comes back each period and up
 * to what cap ("0" is no cap), the minimum below which nothing is granted, and how it is paid.
 */
export function cashSurplusTerms(settings: CashSurplusSettings, currency: string): Sentence[] {
  const capped = isPositive(settings.cap);
  const sentences: Sentence[] = [
    {
      key: `cashback.terms.${settings.period}${capped ? '' : '_no_cap'}`,
      vars: { rate: percentOf(settings.rate_permille), ...(capped ? { cap: money(settings.cap, currency) } : {}) },
    },
  ];
  if (isPositive(settings.minimum)) {
    sentences.push({ key: 'cashback.terms.minimum', vars: { minimum: money(settings.minimum, currency) } });
  }
  sentences.push(
    settings.mode === 'claim'
      ? { key: 'cashback.terms.claim', vars: { days: CLAIM_DAYS } }
      : { key: 'cashback.terms.auto' },
  );
  return sentences;
}
