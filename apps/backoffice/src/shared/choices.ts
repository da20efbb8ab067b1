import {
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_REASONS,
  ADJUSTMENT_STATUSES,
  MEMBER_STATUSES,
  OPERATOR_STATUSES,
  ROLES,
} from '../api/types';

/** SelectInput translates `name`, so each choice is a message key: `<prefix>.<value>`. */
export const choices = (values: readonly string[], prefix: string) =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }));

export const memberStatusChoices = choices(MEMBER_STATUSES, 'app.member_status');
export const operatorStatusChoices = choices(OPERATOR_STATUSES, 'app.operator_status');
export const adjustmentStatusChoices = choices(ADJUSTMENT_STATUSES, 'app.adjustment_status');
export const directionChoices = choices(ADJUSTMENT_DIRECTIONS, 'app.direction');
export const roleChoices = choices(ROLES, 'app.roles');
export const reasonCodeChoices = choices(ADJUSTMENT_REASONS, 'app.reason_code');
export const campaignStatusChoices = choices(['scheduled', 'sending', 'sent', 'cancelled'], 'app.campaign_status');
export const audienceKindChoices = choices(['member', 'accounts', 'grade', 'currency'], 'app.audience_kind');
