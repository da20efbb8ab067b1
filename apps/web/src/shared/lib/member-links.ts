import type { HideableMemberLink } from '@playdeck/contract';
import { HIDEABLE_MEMBER_LINKS } from '@playdeck/contract';

/**
 * Member links a site may hide (site env_config `hiddenMemberLinks`). `APPDownload` is
 * the app download page, `applyAgent` the agent application, `announcement_bank` the Bank tab of the
 * member's announcements; the others are member-centre pages.
 */
export type MemberLink = HideableMemberLink;
export const MEMBER_LINKS: readonly MemberLink[] = HIDEABLE_MEMBER_LINKS;

const isMemberLink = (value: unknown): value is MemberLink => MEMBER_LINKS.some((link) => link === value);

/** The links a site hides, read defensively: an absent, malformed or unknown entry hides nothing. */
export function hiddenMemberLinks(envConfig: unknown): MemberLink[] {
  if (!envConfig || typeof envConfig !== 'object') return [];
  const list = (envConfig as { hiddenMemberLinks?: unknown }).hiddenMemberLinks;
  return Array.isArray(list) ? MEMBER_LINKS.filter((link) => list.includes(link)) : [];
}

/** The member centre's deposit page (where the welcome step and deposit prompts lead). */
export const DEPOSIT_PATH = '/user/Deposit';

/**
 * Whether a page is the deposit page, in any case: /user/Deposit, its short address /Deposit, or its older
 * address /user?page=Deposit.
 */
export function isDepositPage(pathname: string, search = ''): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === DEPOSIT_PATH.toLowerCase() || path === '/deposit') return true;
  return path === '/user' && new URLSearchParams(search).get('page') === 'Deposit';
}

const CENTRE_PAGES: readonly string[] = ['Deposit', 'Withdrawal', 'BindAccount', 'DWRecord'];

/** Which hideable link a site path is ('/user/Deposit', '/user?page=DWRecord', '/app', '/proxy?page=Register'). */
export function memberLinkOfPath(path: string): MemberLink | undefined {
  const url = new URL(path, 'http://site.invalid');
  const parts = url.pathname.split('/').filter(Boolean);
  const page = url.searchParams.get('page');
  if (parts[0] === 'app' && parts.length === 1) return 'APPDownload';
  if (parts[0] === 'Deposit' && parts.length === 1) return 'Deposit';
  if (parts[0] === 'proxy' && (parts[1] ?? page) === 'Register') return 'applyAgent';
  if (parts[0] !== 'user') return undefined;
  const name = parts[1] ?? page ?? '';
  return CENTRE_PAGES.includes(name) && isMemberLink(name) ? name : undefined;
}

/** Is this path one of the links the site hides? */
export function isPathHidden(path: string, hidden: readonly MemberLink[]): boolean {
  const link = memberLinkOfPath(path);
  return link !== undefined && hidden.includes(link);
}

/** The member centre's Responsible gaming page (the footer and the deposit form link to it). */
export const RESPONSIBLE_GAMING_PATH = '/user/ResponsibleGaming';
