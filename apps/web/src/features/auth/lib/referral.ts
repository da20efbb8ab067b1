import { COOKIE_KEYS } from '@playdeck/contract';
import { config } from '../../../shared/config/public-config';
import { deleteCookie, readCookie, writeCookie } from '../../../shared/lib/cookies';

export type RegisterType = 'member_agent' | 'recommend_code';
export interface Referral {
  type: RegisterType;
  value: string;
}

export const AGENT_DOMAIN_COOKIE_S = 24 * 60 * 60;

/** The referral of this visit: ?id= (agent) or ?invite= (recommend code), else the one kept in cookies. */
export function takeReferral(query: URLSearchParams): Referral | null {
  const agent = query.get('id')?.trim();
  const invite = query.get('invite')?.trim();
  const fromQuery: Referral | null = agent
    ? { type: 'member_agent', value: agent }
    : invite
      ? { type: 'recommend_code', value: invite }
      : null;
  if (fromQuery) {
    // R§2: kept "a configured number of minutes": the site's setting (an hour unless it says otherwise).
    const maxAge = config.REGISTER_LINK_MINUTES * 60;
    clearReferral();
    writeCookie(
      fromQuery.type === 'member_agent' ? COOKIE_KEYS.memberAgent : COOKIE_KEYS.recommendCode,
      fromQuery.value,
      {
        maxAge,
      },
    );
    writeCookie(COOKIE_KEYS.registerType, fromQuery.type, { maxAge });
    return fromQuery;
  }
  const type = readCookie(COOKIE_KEYS.registerType);
  if (type === 'member_agent' || type === 'recommend_code') {
    const value = readCookie(type === 'member_agent' ? COOKIE_KEYS.memberAgent : COOKIE_KEYS.recommendCode);
    if (value) return { type, value };
  }
  return null;
}

/** Drops the kept agent id / invite code (an introducer refusal, R§4). */
export function clearReferral(): void {
  deleteCookie(COOKIE_KEYS.memberAgent);
  deleteCookie(COOKIE_KEYS.recommendCode);
  deleteCookie(COOKIE_KEYS.registerType);
}

export function keepAgentDomain(agentId: number | null): void {
  if (agentId) writeCookie(COOKIE_KEYS.agentDomainId, String(agentId), { maxAge: AGENT_DOMAIN_COOKIE_S });
  else deleteCookie(COOKIE_KEYS.agentDomainId);
}
