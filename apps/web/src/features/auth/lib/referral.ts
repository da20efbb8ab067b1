import { COOKIE_KEYS } from '@playdeck/contract';
import { config } from '../../../shared/config/public-config';
import { deleteCookie, readCookie, writeCookie } from '../../../shared/lib/cookies';

export type RegisterType = 'member_agent' | 'recommend_code';
export interface Referral {
  type: RegisterType;
  value: string;
  /** The agent's promotion link (`&link=`), with an agent id only. */
  link?: string;
  /** Read from this page's address (a visit through the link), not from the cookies of an earlier one. */
  fresh?: boolean;
}

export const AGENT_DOMAIN_COOKIE_S = 24 * 60 * 60;

/** The promotion link's code, kept beside member_agent (same lifetime, cleared with it). */
export const AGENT_LINK_COOKIE = 'member_agent_link';

/** The contract's link code (agentLinkCode): anything else is dropped, so it cannot fail the registration. */
const LINK_CODE = /^[A-Za-z0-9]{6,16}$/;

/** The referral in an address: ?id= (agent, with its promotion link's &link=) or ?invite= (recommend code). */
export function referralFromQuery(query: URLSearchParams): Referral | null {
  const agent = query.get('id')?.trim();
  if (agent) {
    const link = query.get('link')?.trim();
    return { type: 'member_agent', value: agent, ...(link && LINK_CODE.test(link) ? { link } : {}), fresh: true };
  }
  const invite = query.get('invite')?.trim();
  return invite ? { type: 'recommend_code', value: invite, fresh: true } : null;
}

/** The referral of this visit: from the address (kept in cookies), else the one kept by an earlier visit. */
export function takeReferral(query: URLSearchParams): Referral | null {
  const fromQuery = referralFromQuery(query);
  if (fromQuery) {
    // Kept for the site's configured number of minutes (an hour unless it says otherwise).
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
    if (fromQuery.link) writeCookie(AGENT_LINK_COOKIE, fromQuery.link, { maxAge });
    return fromQuery;
  }
  const type = readCookie(COOKIE_KEYS.registerType);
  if (type === 'member_agent' || type === 'recommend_code') {
    const value = readCookie(type === 'member_agent' ? COOKIE_KEYS.memberAgent : COOKIE_KEYS.recommendCode);
    const link = type === 'member_agent' ? readCookie(AGENT_LINK_COOKIE) : undefined;
    if (value) return { type, value, ...(link && LINK_CODE.test(link) ? { link } : {}) };
  }
  return null;
}

const CURRENCY_CODE = /^[A-Za-z]{2,8}$/;

/**
 * The currency of this registration (?currency=): from the address it is kept in the `currency`
 * registration cookie as long as the link's other cookies, so the next visit without it still has it.
 */
export function takeRegisterCurrency(query: URLSearchParams): string | undefined {
  const asked = query.get('currency')?.trim();
  if (asked && CURRENCY_CODE.test(asked)) {
    writeCookie(COOKIE_KEYS.registerCurrency, asked, { maxAge: config.REGISTER_LINK_MINUTES * 60 });
    return asked;
  }
  const kept = readCookie(COOKIE_KEYS.registerCurrency);
  return kept && CURRENCY_CODE.test(kept) ? kept : undefined;
}

/** Drops the kept agent id (with its link) / invite code (after the server refuses the introducer). */
export function clearReferral(): void {
  deleteCookie(COOKIE_KEYS.memberAgent);
  deleteCookie(AGENT_LINK_COOKIE);
  deleteCookie(COOKIE_KEYS.recommendCode);
  deleteCookie(COOKIE_KEYS.registerType);
}

export function keepAgentDomain(agentId: number | null): void {
  if (agentId) writeCookie(COOKIE_KEYS.agentDomainId, String(agentId), { maxAge: AGENT_DOMAIN_COOKIE_S });
  else deleteCookie(COOKIE_KEYS.agentDomainId);
}
