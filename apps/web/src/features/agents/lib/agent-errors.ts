import type { AGENT_CODES, PAYMENT_CODES } from '@playdeck/contract';
import { REGISTER_CODES, RESULT } from '@playdeck/contract';
import { ApiError } from '../../../shared/api/api-error';
import type { Vars } from '../../../shared/i18n/translate';
import { hasMessage } from '../../../shared/i18n/translate';

type AgentCode = (typeof AGENT_CODES)[keyof typeof AGENT_CODES];
type PaymentCode = (typeof PAYMENT_CODES)[keyof typeof PAYMENT_CODES];

/**
 * The page's own text for every agent code, and the form field it is about (the contract's module
 * carries zod, so the codes are spelled here: a Record over its values fails the type-check when a code
 * is added or renamed). 101 and 104 are the application's answers; registration uses them otherwise.
 */
export const AGENT_MESSAGES: Record<AgentCode, { key: string; field?: string }> = {
  101: { key: 'agents.err.already_applied' },
  104: { key: 'agents.err.applications_closed' },
  3401: { key: 'agents.err.agreement_required', field: 'agree' },
  3402: { key: 'agents.err.not_an_agent' },
  3403: { key: 'agents.err.inactive' },
  3404: { key: 'agents.err.not_in_downline', field: 'member_account' },
  3405: { key: 'agents.err.link_not_found' },
  3406: { key: 'agents.err.link_limit', field: 'name' },
  3411: { key: 'agents.err.amount_invalid', field: 'amount' },
  3412: { key: 'agents.err.below_minimum', field: 'amount' },
  3413: { key: 'agents.err.above_maximum', field: 'amount' },
  3414: { key: 'agents.err.daily_limit', field: 'amount' },
  3415: { key: 'agents.err.insufficient', field: 'amount' },
  3416: { key: 'agents.err.transfers_closed' },
  3421: { key: 'agents.err.statement_not_found' },
  3431: { key: 'agents.err.range_invalid' },
};

/** The payments module's withdraw-password answers, which the transfer shares. */
const PASSWORD_MESSAGES: Partial<Record<PaymentCode, string>> = {
  3111: 'agents.err.password_not_set',
  3112: 'agents.err.password_wrong',
  3119: 'agents.err.password_locked',
};

/** The registration codes an agent's downline registration answers, under the field they are about. */
const REGISTER_MESSAGES: Partial<Record<number, [string, string]>> = {
  [REGISTER_CODES.accountUsed]: ['member_account', 'signup.err_account_used'],
  [REGISTER_CODES.nameUsed]: ['member_name', 'signup.err_name_used'],
  [REGISTER_CODES.phoneUsed]: ['member_phone', 'signup.err_phone_used'],
  [REGISTER_CODES.emailUsed]: ['member_email', 'signup.err_email_used'],
  [REGISTER_CODES.emailInvalid]: ['member_email', 'signup.err_email_format'],
  [REGISTER_CODES.phoneInvalid]: ['member_phone', 'signup.err_phone_invalid'],
  [REGISTER_CODES.nameBlacklisted]: ['member_name', 'signup.err_name_blacklisted'],
  [REGISTER_CODES.emailBlacklisted]: ['member_email', 'signup.err_email_blacklisted'],
  [REGISTER_CODES.nameInvalid]: ['member_name', 'signup.error_name_format'],
  [REGISTER_CODES.phoneError]: ['member_phone', 'signup.err_phone_format'],
  [REGISTER_CODES.tooFrequent]: ['', 'signup.err_too_frequent'],
  [REGISTER_CODES.ipLimit]: ['', 'signup.err_ip_limit'],
};

/** Which call failed: 101 and 104 mean one thing to the application and another to registration. */
export type AgentCall = 'apply' | 'register' | 'other';

/** What a failed call shows: a message key (with values) or a ready text, maybe under one field. */
export interface AgentFailure {
  key?: string;
  vars?: Vars;
  /** Already in the member's language (network, timeout, the server's own message). */
  text?: string;
  /** The request field it concerns (wire name), when there is one. */
  field?: string;
}

function registerFailure(error: ApiError): AgentFailure | undefined {
  const data = (error.data ?? {}) as { field?: unknown; rule?: unknown };
  const field = typeof data.field === 'string' ? data.field : undefined;
  // The server names the registration rule that failed (signup.err_psw_length) when it has one.
  const rule = typeof data.rule === 'string' && hasMessage(data.rule) ? data.rule : undefined;
  const known = error.code === undefined ? undefined : REGISTER_MESSAGES[error.code];
  if (known) return { key: rule ?? known[1], ...((field ?? known[0]) ? { field: field ?? known[0] } : {}) };
  if (rule) return { key: rule, ...(field ? { field } : {}) };
  return undefined;
}

/**
 * Turns a rejected agent call into what to show. `vars` fills the limits of the transfer's messages
 * (already formatted). Aborted calls and an ended session show nothing (null).
 */
export function agentFailure(error: unknown, call: AgentCall = 'other', vars?: Vars): AgentFailure | null {
  if (!(error instanceof ApiError)) return { key: 'agents.err.unknown' };
  if (error.kind === 'aborted' || error.kind === 'unauthorized') return null;
  if (error.kind !== 'server') return { text: error.message };
  const code = error.code;
  if (call === 'register') {
    const found = registerFailure(error);
    if (found) return found;
  }
  const own =
    code === undefined || (call !== 'apply' && (code === 101 || code === 104))
      ? undefined
      : AGENT_MESSAGES[code as AgentCode];
  if (own) return { ...own, ...(vars ? { vars } : {}) };
  const password = code === undefined ? undefined : PASSWORD_MESSAGES[code as PaymentCode];
  if (password) return { key: password, field: 'withdraw_password' };
  if (code === RESULT.badRequest) {
    const field = (error.data as { field?: unknown } | null)?.field;
    const name = typeof field === 'string' && field ? field : undefined;
    return name ? { key: 'agents.err.invalid', field: name } : { key: 'agents.err.invalid_request' };
  }
  return error.message ? { text: error.message } : { key: 'agents.err.unknown' };
}
