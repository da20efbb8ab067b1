import { MEMBER_CENTRE_MENU } from '@playdeck/contract';
import type { MemberLink } from '../../../shared/lib/member-links';
import type { MemberCentrePage, ProxyPage } from '../components/member-pages';

export type MenuGroupName = keyof typeof MEMBER_CENTRE_MENU;

/** What decides the member-centre menu; undefined while it is not known yet. */
export interface MenuFacts {
  /** bonusSettingCheck's is_friend for the member's site and currency. */
  isFriend?: boolean;
  /** cashSurplusCheck: the site runs cash back for the member's currency. */
  cashSurplus?: boolean;
  /** The layout's is_agent. */
  isAgent?: boolean;
  /** applyForAgentCheck's answer: 100 may apply, 101 already applied, 104 closed. */
  applyAnswer?: number;
  /** The site's hiddenMemberLinks. */
  hidden: readonly MemberLink[];
}

const RECOMMEND: readonly MemberCentrePage[] = MEMBER_CENTRE_MENU.recommend_award;

/**
 * May this page be shown? Not a hidden link, nor a programme's page (referral, cash back) on a site known
 * not to run it; while that is still being asked the page shows.
 */
export function pageAvailable(page: MemberCentrePage, facts: MenuFacts): boolean {
  if ((facts.hidden as readonly string[]).includes(page)) return false;
  if (page === 'CashSurplus' && facts.cashSurplus === false) return false;
  return !(RECOMMEND.includes(page) && facts.isFriend === false);
}

/** In the menu a programme's page waits until the site is known to run it (it never flashes in and out). */
const confirmed = (page: MemberCentrePage, facts: MenuFacts) =>
  page === 'CashSurplus' ? facts.cashSurplus === true : !RECOMMEND.includes(page) || facts.isFriend === true;

/**
 * The menu's groups and pages: hidden links left out, the referral group and cash back only once the site
 * is known to run them (no flash of an entry that then disappears), and a group left empty left out.
 */
export function menuGroups(facts: MenuFacts): { group: MenuGroupName; pages: MemberCentrePage[] }[] {
  return (Object.entries(MEMBER_CENTRE_MENU) as [MenuGroupName, readonly MemberCentrePage[]][])
    .map(([group, pages]) => ({
      group,
      pages: pages.filter((page) => pageAvailable(page, facts) && confirmed(page, facts)),
    }))
    .filter((entry) => entry.pages.length > 0);
}

/** The menu's agent entry: the agent centre for an agent, the application for a member who may apply. */
export type AgentEntry = { kind: 'centre'; to: '/proxy' } | { kind: 'apply'; to: '/proxy?page=Register' } | null;

export function agentEntry(facts: MenuFacts): AgentEntry {
  if (facts.isAgent) return { kind: 'centre', to: '/proxy' };
  if (facts.isAgent === undefined || facts.hidden.includes('applyAgent')) return null;
  return facts.applyAnswer === 100 ? { kind: 'apply', to: '/proxy?page=Register' } : null;
}

/** The proxy centre a member may see: every page for an agent, only the application for anyone else. */
export function proxyPages(isAgent: boolean, all: readonly ProxyPage[]): ProxyPage[] {
  return isAgent ? [...all] : all.filter((page) => page === 'Register');
}
