import { APPLY_FOR_AGENT_CODES } from '@playdeck/contract';
import type { AgentLevelName } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { MemberRow } from '../identity/index.js';
import type { SiteRecord } from '../site/types.js';

/** The site's agent-level names (the agent-level-rename call), level 1 first, as its owner set them. */
export function agentLevelNames(site: SiteRecord): AgentLevelName[] {
  return (site.envConfig.agentLevelNames ?? []).map((name, i) => ({ agent_level: i + 1, name }));
}

/** The name of one level; the level's number where the owner named none. */
export function levelName(site: SiteRecord, level: number): string {
  return site.envConfig.agentLevelNames?.[level - 1] ?? String(level);
}

/**
 * May this member apply to become an agent (apply_for_agent/check)? The reply's code is the
 * answer: 101 already an agent or an application waiting, 104 the site takes no applications, else 100.
 */
export function applyForAgentCheck(site: SiteRecord, member: MemberRow, pending: boolean): void {
  if (member.isAgent || pending) throw new ApiError(APPLY_FOR_AGENT_CODES.alreadyAgent, 'agents.err.already_applied');
  if (site.envConfig.agentApplicationsOpen === false) {
    throw new ApiError(APPLY_FOR_AGENT_CODES.closed, 'agents.err.applications_closed');
  }
}
