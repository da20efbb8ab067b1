import type { DataProvider, Identifier } from 'ra-core';
import type { HttpClient } from '../api/http-client';
import { API_URL } from '../api/types';
import { listFilter } from '../shared/list-filter';
import type { AgentActions } from './types';

/** The agent screens' resources, each its own admin route, in the menu's order. */
export const AGENT_RESOURCES = [
  'agents',
  'agent-applications',
  'agent-statements',
  'agent-plans',
  'agent-transfer-rules',
  'agent-transfers',
] as const;
export type AgentResource = (typeof AGENT_RESOURCES)[number];

export const APPLICATIONS = 'agent-applications';
export const STATEMENTS = 'agent-statements';

const LISTED = new Set<string>(AGENT_RESOURCES);
const IDS = new Set(['site_id', 'member_id', 'agent_id']);

/** An agent list's filter as the admin API takes it (strict): no empty values, ids as numbers. */
export const agentFilter = (filter?: Record<string, unknown>) => listFilter(filter, IDS);

/** The agent lists go out with their filters cleaned, plus the decisions; everything else passes through. */
export function withAgents<P extends DataProvider>(provider: P, http: HttpClient): P & AgentActions {
  const post = async (resource: string, id: Identifier, action: string, body: object) => {
    const url = `${API_URL}/${resource}/${encodeURIComponent(String(id))}/${action}`;
    return { data: (await http(url, { method: 'POST', body: JSON.stringify(body) })).json };
  };
  return {
    ...provider,
    getList: (resource, params) =>
      provider.getList(resource, LISTED.has(resource) ? { ...params, filter: agentFilter(params.filter) } : params),
    approveAgentApplication: (id, planId) => post(APPLICATIONS, id, 'approve', { plan_id: planId }),
    rejectAgentApplication: (id, reason) => post(APPLICATIONS, id, 'reject', { reason: reason.trim() }),
    approveAgentStatement: (id) => post(STATEMENTS, id, 'approve', {}),
    rejectAgentStatement: (id, reason) => post(STATEMENTS, id, 'reject', { reason: reason.trim() }),
  };
}
