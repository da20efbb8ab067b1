import { APPLY_FOR_AGENT_CODES } from '@playdeck/contract';
import type { AgentLevelName } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { MemberRow } from '../identity/index.js';
import type { SiteRecord } from '../site/directory.js';

/** The site's agent-level names (spec §7 agent-level-rename), level 1 first, as its owner set them. */
export function agentLevelNames(site: SiteRecord): AgentLevelName[] {
  return (site.envConfig.agentLevelNames ?? []).map((name, i) => ({ agent_level: i + 1, name }));
}

/**
 * May this member apply to become an agent (spec §7 apply_for_agent/check)? The reply's code is the
 * answer: 101 already an agent, 104 the site takes no applications, else 100.
 */
export function applyForAgentCheck(site: SiteRecord, member: MemberRow): void {
  if (member.isAgent) throw new ApiError(APPLY_FOR_AGENT_CODES.alreadyAgent, 'already an agent');
  if (site.envConfig.agentApplicationsOpen === false) {
    throw new ApiError(APPLY_FOR_AGENT_CODES.closed, 'this site takes no agent applications');
  }
}
