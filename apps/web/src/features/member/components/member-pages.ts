import type { PROXY_MENU } from '@playdeck/contract';
import { MEMBER_CENTRE_PAGES, PROXY_PAGES } from '@playdeck/contract';
import type { IconName } from '../../../shared/ui/icons';

export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];
// PROXY_PAGES is typed string[] (built with Object.keys), so the page names are spelled from PROXY_MENU.
export type ProxyPage = keyof typeof PROXY_MENU | (typeof PROXY_MENU.ProxyCenter)[number];

export function asMemberPage(value: string | null | undefined): MemberCentrePage | undefined {
  return MEMBER_CENTRE_PAGES.find((page) => page === value);
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
