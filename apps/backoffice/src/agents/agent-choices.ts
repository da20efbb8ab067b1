import { AGENT_PERIODS, STATEMENT_STATUSES } from '@playdeck/contract';
import { AGENT_APPLICATION_STATUSES } from '@playdeck/contract/admin';
import { choices } from '../shared/choices';

export const applicationStatusChoices = choices(AGENT_APPLICATION_STATUSES, 'app.agents.application_status');
export const statementStatusChoices = choices(STATEMENT_STATUSES, 'app.agents.statement_status');
export const agentPeriodChoices = choices(AGENT_PERIODS, 'app.agents.period');

/** What a plan may pay at most, in per mille: the whole net result, or half of a sub-agent's commission. */
export const MAX_PERMILLE = { rate: 1000, share: 1000, sub_agent: 500 } as const;
/** The contract's limit on a plan's tiers. */
export const MAX_TIERS = 10;
