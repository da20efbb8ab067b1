import type { ReferralRule } from '@playdeck/contract';
import type { Vars } from '../../../shared/i18n/translate';
import { money } from './money';

/** A message key and its values: the page translates it (tests read the key). */
export interface Sentence {
  key: string;
  vars?: Vars;
}

const RULE_KEYS: Record<ReferralRule['kind'], string> = {
  first_deposit: 'referral.rule.first_deposit',
  turnover: 'referral.rule.turnover',
};

/** "When a friend you invite makes a first deposit of at least $ 100.00, you get $ 10.00." */
export function ruleSentence(rule: ReferralRule, currency: string): Sentence {
  return {
    key: RULE_KEYS[rule.kind],
    vars: { threshold: money(rule.threshold, currency), award: money(rule.award, currency) },
  };
}

/** First deposit before turnover, as a friend meets them. */
export function sortedRules(rules: readonly ReferralRule[]): ReferralRule[] {
  const order = Object.keys(RULE_KEYS);
  return [...rules].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}
