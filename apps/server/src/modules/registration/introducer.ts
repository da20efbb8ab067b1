import { REGISTER_CODES as CODES } from '@playdeck/contract';
import type { SiteRecord } from '../site/types.js';
import { ApiError } from '../../lib/envelope.js';
import type { RegistrationRepo } from './repo.js';

export interface Introducer {
  parentAgentId: number | null;
  referrerId: number | null;
}

export const registrationOptions = (site: SiteRecord) => {
  const c = site.envConfig as Record<string, unknown>;
  return {
    recommendEnabled: c.recommendEnabled !== false,
    ipDailyLimit: typeof c.registerIpDailyLimit === 'number' ? c.registerIpDailyLimit : 5,
    minIntervalSeconds: typeof c.registerMinIntervalSeconds === 'number' ? c.registerMinIntervalSeconds : 30,
    tenDigitPhone: c.tenDigitPhone === true,
  };
};

/**
 * Who brought this member: an agent (register_type member_agent, by agent id) or a member's recommend
 * code (register_type recommend_code). Refusals are codes 106-110, 112 and 228.
 */
export async function resolveIntroducer(
  repo: RegistrationRepo,
  site: SiteRecord,
  input: { introducer?: string; registerType?: 'member_agent' | 'recommend_code' },
): Promise<Introducer> {
  const none = { parentAgentId: null, referrerId: null };
  const value = input.introducer?.trim();
  if (!value) return none;
  if (input.registerType === 'member_agent' || (!input.registerType && /^\d+$/.test(value))) {
    if (!/^\d{1,15}$/.test(value)) throw new ApiError(CODES.introducerInvalid, 'signup.err_introducer_invalid');
    const agent = await repo.agentById(site.siteId, Number(value));
    if (!agent) throw new ApiError(CODES.noSuchAgent, 'signup.err_no_agent');
    if (!agent.agentActive || agent.status !== 'active')
      throw new ApiError(CODES.agentDisabled, 'signup.err_agent_disabled');
    return { parentAgentId: agent.id, referrerId: null };
  }
  if (!/^[A-Za-z0-9]{4,16}$/.test(value)) throw new ApiError(CODES.introducerInvalid, 'signup.err_introducer_invalid');
  if (!registrationOptions(site).recommendEnabled)
    throw new ApiError(CODES.recommendClosed, 'signup.err_recommend_closed');
  const referrer = await repo.byRecommendCode(site.siteId, value);
  if (!referrer) throw new ApiError(CODES.introducerNotFound, 'signup.err_introducer_not_found');
  if (referrer.status !== 'active') throw new ApiError(CODES.recommendDisabled, 'signup.err_recommend_disabled');
  if (referrer.recommendDisabled) throw new ApiError(CODES.codeDisabled, 'signup.err_code_disabled');
  return { parentAgentId: referrer.parentAgentId, referrerId: referrer.id };
}

/** A page origin or a bare host, as the host name only. */
export function hostOf(value: string): string {
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}
