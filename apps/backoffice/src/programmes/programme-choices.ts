import {
  CASH_SURPLUS_MODES,
  CASH_SURPLUS_PERIODS,
  CASH_SURPLUS_STATUSES,
  REFERRAL_RULE_KINDS,
} from '@playdeck/contract';

// SelectInput translates `name`, so each choice is a message key (app.programmes.<group>.<value>).
const choices = (values: readonly string[], group: string) =>
  values.map((id) => ({ id, name: `app.programmes.${group}.${id}` }));

export const ruleKindChoices = choices(REFERRAL_RULE_KINDS, 'rule_kind');
export const periodChoices = choices(CASH_SURPLUS_PERIODS, 'period');
export const modeChoices = choices(CASH_SURPLUS_MODES, 'mode');
export const grantStatusChoices = choices(CASH_SURPLUS_STATUSES, 'grant_status');
