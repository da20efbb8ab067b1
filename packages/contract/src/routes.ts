/**
 * The page table of both specs. The server uses it to answer a full page load (status, redirects) and
 * the web app builds its router from it, so the two can never disagree about which paths exist.
 */
export const GUARDS = ['auth'] as const;
export type GuardName = (typeof GUARDS)[number];

export type PageName =
  | 'index'
  | 'app'
  | 'discount'
  | 'faq'
  | 'gameHall'
  | 'main'
  | 'slotgame'
  | 'sponsor'
  | 'user'
  | 'proxy'
  | 'fastPayment'
  | 'fastDeposit'
  | 'deposit'
  | 'play'
  | 'loading'
  | 'close'
  | 'gameRoom'
  | 'register'
  | 'authCallback';

/** `numericId` fails (Page Not Found) unless the `:id` segment is a positive integer. */
export type RouteValidator = 'numericId' | 'memberCentrePage' | 'proxyPage';

export interface PageRoute {
  path: string;
  page: PageName;
  guard?: GuardName;
  validate?: RouteValidator;
  /** Opened directly (full page load) it redirects to `/`; in-app navigation shows it. */
  directOpenRedirect?: boolean;
  /** Never a client-side navigation: the browser loads the page. */
  fullPageLoad?: boolean;
  /** On desktop it opens in a 1500x800 popup window. */
  popupOnDesktop?: boolean;
  hideHeader?: boolean;
  hideFooter?: boolean;
}

export const MEMBER_CENTRE_MENU = {
  // Security is ours (decision 0021): recent logins, trusted devices and other sessions. ResponsibleGaming:
  // player protection's limits, breaks and self-exclusion (decision 0050).
  account_info: ['Info', 'Security', 'ResponsibleGaming'],
  // CashSurplus: the cash back on net losses; shown while the site's programme is active.
  my_wallet: ['MyWallet', 'CashSurplus'],
  info_center: ['Announcement', 'Letter'],
  fund_management: ['Deposit', 'Withdrawal'],
  transaction_record: ['Transaction', 'DWRecord'],
  recommend_award: ['RecommendProject', 'RecommendRecord', 'RecommendMemberSearch'],
} as const;
export const MEMBER_CENTRE_PAGES = [...Object.values(MEMBER_CENTRE_MENU).flat(), 'BindAccount'] as const;

/** Links a site may hide from its members, by a site setting. */
export const HIDEABLE_MEMBER_LINKS = [
  'Deposit',
  'Withdrawal',
  'APPDownload',
  'BindAccount',
  'applyAgent',
  'DWRecord',
  'announcement_bank',
] as const;
export type HideableMemberLink = (typeof HIDEABLE_MEMBER_LINKS)[number];

export const PROXY_MENU = {
  Plan: [],
  Agreement: [],
  Register: [],
  ProxyCenter: ['DownlineInfo', 'Promotion', 'OperationTable', 'StratifiedTable', 'Transfer', 'PerformanceSettlement'],
} as const;
export const PROXY_PAGES = [
  ...(Object.keys(PROXY_MENU) as (keyof typeof PROXY_MENU)[]),
  ...PROXY_MENU.ProxyCenter,
] as const;

const memberArea = { guard: 'auth', fullPageLoad: true, popupOnDesktop: true } as const;

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', page: 'index' },
  { path: '/app', page: 'app' },
  { path: '/discount', page: 'discount' },
  { path: '/discount/:id', page: 'discount', validate: 'numericId' },
  { path: '/faq', page: 'faq' },
  { path: '/faq/:id', page: 'faq', validate: 'numericId' },
  { path: '/gameHall', page: 'gameHall', directOpenRedirect: true },
  { path: '/gameHall/:id', page: 'gameHall', validate: 'numericId', directOpenRedirect: true },
  { path: '/main', page: 'main', directOpenRedirect: true },
  { path: '/main/:id', page: 'main', validate: 'numericId', directOpenRedirect: true },
  { path: '/slotgame', page: 'slotgame', directOpenRedirect: true, hideHeader: true, hideFooter: true },
  { path: '/sponsor', page: 'sponsor' },
  { path: '/user', page: 'user', ...memberArea },
  { path: '/user/:id', page: 'user', validate: 'memberCentrePage', ...memberArea },
  { path: '/proxy', page: 'proxy', ...memberArea },
  { path: '/proxy/:id', page: 'proxy', validate: 'proxyPage', ...memberArea },
  { path: '/fastPayment', page: 'fastPayment', ...memberArea, hideFooter: true },
  { path: '/fastDeposit', page: 'fastDeposit' },
  { path: '/Deposit', page: 'deposit', guard: 'auth' },
  { path: '/play', page: 'play' },
  { path: '/loading', page: 'loading', hideHeader: true, hideFooter: true },
  { path: '/close', page: 'close', hideHeader: true, hideFooter: true },
  { path: '/gameRoom', page: 'gameRoom' },
  { path: '/register', page: 'register' },
  { path: '/auth/callback', page: 'authCallback', hideHeader: true, hideFooter: true },
];

export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

export function matchRoute(pathname: string, routes: readonly PageRoute[] = PAGE_ROUTES): RouteMatch | undefined {
  const parts = splitPath(pathname);
  for (const route of routes) {
    const pattern = splitPath(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((segment, i) => {
      const actual = parts[i] as string;
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = actual;
        return true;
      }
      return segment === actual;
    });
    if (ok) return { route, params };
  }
  return undefined;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter(Boolean).map(safeDecode);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Runs a route's validation step; false means 'Page Not Found: {path}'. */
export function validateRoute(match: RouteMatch): boolean {
  const id = match.params.id ?? '';
  switch (match.route.validate) {
    case undefined:
      return true;
    case 'numericId':
      return /^[1-9]\d{0,17}$/.test(id);
    case 'memberCentrePage':
      return (MEMBER_CENTRE_PAGES as readonly string[]).includes(id);
    case 'proxyPage':
      return (PROXY_PAGES as readonly string[]).includes(id);
  }
}

export function assertKnownGuards(routes: readonly { path: string; guard?: string }[]): void {
  for (const route of routes) {
    if (route.guard !== undefined && !(GUARDS as readonly string[]).includes(route.guard)) {
      throw new Error(`Unknown route guard '${route.guard}' on ${route.path}`);
    }
  }
}

export const notFoundMessage = (path: string) => `Page not found: ${path}`;
export const validationFailedMessage = (path: string) => `Page Not Found: ${path}`;
