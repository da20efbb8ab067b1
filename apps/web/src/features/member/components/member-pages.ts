import type { PROXY_MENU } from '@playdeck/contract';
import { MEMBER_CENTRE_PAGES, PROXY_PAGES } from '@playdeck/contract';
import type { IconName } from '../../../shared/ui/icons';

/**
 * Pages the web shows before the contract's page table lists them: opened as /user?page={page} (the server
 * validates /user/{page} against the contract's list), in the account group of the menu.
 */
export const WEB_MEMBER_PAGES = ['ResponsibleGaming'] as const;
type WebMemberPage = (typeof WEB_MEMBER_PAGES)[number];

export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number] | WebMemberPage;
const ALL_MEMBER_PAGES: readonly MemberCentrePage[] = [...MEMBER_CENTRE_PAGES, ...WEB_MEMBER_PAGES];
// PROXY_PAGES is typed string[] (built with Object.keys), so the page names are spelled from PROXY_MENU.
export type ProxyPage = keyof typeof PROXY_MENU | (typeof PROXY_MENU.ProxyCenter)[number];

export function asMemberPage(value: string | null | undefined): MemberCentrePage | undefined {
  return ALL_MEMBER_PAGES.find((page) => page === value);
}

/** A page's address in the menu: /user/{page}, or /user?page={page} for a page the contract does not list yet. */
export function memberPagePath(page: MemberCentrePage): string {
  return (WEB_MEMBER_PAGES as readonly string[]).includes(page) ? `/user?page=${page}` : `/user/${page}`;
}

export function asProxyPage(value: string | null | undefined): ProxyPage | undefined {
  return PROXY_PAGES.find((page): page is ProxyPage => page === value);
}

export const MEMBER_PAGE_ICONS: Record<MemberCentrePage, IconName> = {
  Info: 'user',
  Security: 'shield',
  MyWallet: 'wallet',
  CashSurplus: 'gift',
  Announcement: 'megaphone',
  Letter: 'letter',
  Deposit: 'deposit',
  Withdrawal: 'withdrawal',
  Transaction: 'card',
  DWRecord: 'clock',
  RecommendProject: 'gift',
  RecommendRecord: 'trophy',
  RecommendMemberSearch: 'search',
  BindAccount: 'card',
  ResponsibleGaming: 'shield',
};

export const PROXY_PAGE_ICONS: Record<ProxyPage, IconName> = {
  Plan: 'star',
  Agreement: 'shield',
  Register: 'userPlus',
  ProxyCenter: 'grid',
  DownlineInfo: 'user',
  Promotion: 'megaphone',
  OperationTable: 'card',
  StratifiedTable: 'grid',
  Transfer: 'withdrawal',
  PerformanceSettlement: 'trophy',
};
