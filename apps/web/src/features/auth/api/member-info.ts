import { callApi } from '../../../shared/api/call-api';

/**
 * /member_info: the currency of an agent, preset for the members it brings. `link` is the agent's
 * promotion link the visitor came by: the server counts the visit.
 */
export const agentCurrency = (id: string, link?: string) =>
  callApi('memberInfo', link ? { id, link } : { id }, { silent: true });
