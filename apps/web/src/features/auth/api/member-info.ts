import { callApi } from '../../../shared/api/call-api';

/** /member_info (R§7): the currency of an agent, preset for the members it brings. */
export const agentCurrency = (id: string) => callApi('memberInfo', { id }, { silent: true });
