import {
  CASH_SURPLUS_MODES,
  CASH_SURPLUS_PERIODS,
  CASH_SURPLUS_STATUSES,
  REFERRAL_RULE_KINDS,
} from '@playdeck/contract';
import { choices } from '../shared/choices';

export const ruleKindChoices = choices(REFERRAL_RULE_KINDS, 'app.programmes.rule_kind');
export const periodChoices = choices(CASH_SURPLUS_PERIODS, 'app.programmes.period');
export const modeChoices = choices(CASH_SURPLUS_MODES, 'app.programmes.mode');
export const grantStatusChoices = choices(CASH_SURPLUS_STATUSES, 'app.programmes.grant_status');
