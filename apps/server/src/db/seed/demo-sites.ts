import type { EnvConfig } from '@playdeck/contract';
import type { sites } from '../schema/index.js';

type SiteRow = typeof sites.$inferInsert;

const customerUrl = (host: string): EnvConfig['customerUrl'] => ({
  en_US: `https://${host}/support?lang=en`,
  zh_CN: `https://${host}/support?lang=zh-cn`,
  zh_TW: `https://${host}/support?lang=zh-tw`,
  vi_VN: `https://${host}/support?lang=vi`,
});

/** The demo operator's two sites: different templates, currencies and locales. Site 1 is the default. */
export const DEMO_SITES: SiteRow[] = [
  {
    siteId: 1,
    operator: 'Playdeck Demo Operator',
    name: 'Suncity',
    title: 'Suncity Online Casino & Sports',
    titleEn: 'Suncity Online Casino & Sports',
    domains: ['localhost', '127.0.0.1', 'suncity.localhost'],
    templateName: 'suncity',
    mobileTemplateName: 'H5_1',
    currencies: ['USD', 'VND', 'RMB', 'INR'],
    locales: ['en_US', 'zh_CN', 'zh_TW', 'vi_VN', 'ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'],
    defaultLocale: 'en_US',
    envConfig: {
      customerUrl: customerUrl('help.suncity.example'),
      AGENT_BIND_FAST_PAYMENT_FLAG: 1,
      redirectHosts: ['promo.suncity.example'],
      registerLinkMinutes: 120,
      agentLevelNames: ['Agent', 'Senior agent', 'Master agent'],
      // A country the demo operator does not serve: login answers 201 and registration 218 from there.
      ipRules: { countryDenyList: ['KP'] },
    },
    routeRules: [
      { path: '/promo', redirect: 'https://promo.suncity.example/welcome', status: 302 },
      { path: '/vip', redirect: '/discount', status: 302 },
    ],
  },
  {
    siteId: 2,
    operator: 'Playdeck Demo Operator',
    name: 'AP Sport',
    title: '亚太体育 AP Sport',
    titleEn: 'AP Sport',
    domains: ['127.0.0.2', 'apsport.localhost'],
    templateName: 'apsport',
    mobileTemplateName: 'H5_2',
    currencies: ['RMB', 'USD'],
    locales: ['zh_CN', 'zh_TW', 'en_US'],
    defaultLocale: 'zh_CN',
    envConfig: {
      customerUrl: customerUrl('help.apsport.example'),
      AGENT_BIND_FAST_PAYMENT_FLAG: 0,
      redirectHosts: [],
      // The second demo site hides member-centre links: no app downloads, no bank notices.
      hiddenMemberLinks: ['APPDownload', 'announcement_bank'],
    },
    routeRules: [],
  },
];

export const DEMO_LOGOS = [
  { siteId: 1, kind: 'desktop', photoPath: '/static/logos/suncity.svg', sort: 1 },
  { siteId: 1, kind: 'mobile', photoPath: '/static/logos/suncity-mobile.svg', sort: 2 },
  { siteId: 2, kind: 'desktop', photoPath: '/static/logos/apsport.svg', sort: 1 },
  { siteId: 2, kind: 'mobile', photoPath: '/static/logos/apsport-mobile.svg', sort: 2 },
];
