// The demo operator's texts in English, the language every visitor gets when their own has no texts
// (entries for every language). `{site}` is the site's name, filled in by the seed.

/** A page or pop-up: its title and its HTML. */
type Page = readonly [title: string, html: string];

/** Every text of the demo content in one language; each translation has the same shape. */
export interface DemoTexts {
  /** Banner titles, in the order of the banners' links. */
  banners: readonly [string, string, string, string];
  announcements: readonly [string, string, string];
  /** The member centre's bank notice: title and text. */
  bankNotice: readonly [title: string, content: string];
  /** The agreement an agent applicant accepts. */
  agentAgreement: Page;
  bulletins: { welcome: Page; freeSpins: Page; deposit: Page };
  articles: { main: readonly [Page, Page, Page, Page]; faq: readonly [Page, Page, Page, Page, Page] };
  /** Title, summary and HTML; the categories are the same in every language. */
  promotions: readonly (readonly [title: string, summary: string, html: string])[];
  float: readonly [liveChat: string, telegram: string, app: string];
  ads: readonly [app: string, invite: string, vip: string];
  sponsors: readonly (readonly [name: string, description: string])[];
  login: { title: string; content: string };
}

export const EN: DemoTexts = {
  banners: ['100% Welcome Bonus', 'Lucky Reels Jackpot', 'Live Casino Cashback', 'Official Sponsor'],
  announcements: [
    'Welcome to {site}! New members get a 100% bonus on their first deposit.',
    'Scheduled maintenance of provider GP12 until further notice; other games are not affected.',
    'Your weekly live casino cashback is paid every Monday at 12:00.',
  ],
  agentAgreement: [
    'Agent agreement',
    '<h2>1. Your role</h2><p>As an agent of {site} you introduce new members through your own links and may register members yourself. Every member you bring must be of legal age and hold one account only.</p><h2>2. Commission</h2><p>Your commission is a share of the net gaming result of your members for each period, as your plan shows: the house result, less a share of the bonuses your members receive and of payment fees. A negative period may be carried into the next one when your plan says so. Statements are approved by our finance team before they are paid into your wallet.</p><h2>3. Conduct</h2><p>No spam, no misleading advertising and no self-referral. Transfers to your members are for their play only. We may suspend an agent account that breaks these rules, and unpaid commission of the breach is withheld.</p>',
  ],
  bankNotice: [
    'New receiving account for bank transfers',
    'From today, bank transfers go to the account shown on the Deposit page. Transfers to the old account are still credited until the end of the month.',
  ],
  bulletins: {
    welcome: [
      'Welcome bonus 100%',
      '<p><img src="/content-img/v1/promo-1.svg" alt="Welcome bonus" width="800" height="450"></p><p>Make your first deposit today and we double it, up to <strong>500</strong>.</p><p><a href="/discount">See all promotions</a></p>',
    ],
    freeSpins: [
      'Friday free spins',
      '<p>Every Friday: deposit 50 or more and get <strong>50 free spins</strong> on the featured slot.</p>',
    ],
    deposit: [
      'Deposit tips',
      '<p>Use an account in your own name. Deposits usually arrive within a minute; keep the receipt until they do.</p>',
    ],
  },
  articles: {
    main: [
      [
        'About us',
        '<h2>Who we are</h2><p>{site} is a licensed online entertainment site offering slots, live casino, sports and lottery from leading providers.</p><p>Our support team is available around the clock.</p>',
      ],
      [
        'Terms and conditions',
        '<h2>1. Accounts</h2><p>One account per person. You must be of legal age in your country.</p><h2>2. Deposits and withdrawals</h2><p>Funds are credited once the payment is confirmed. Withdrawals go to an account in your own name.</p><h2>3. Bonuses</h2><p>Each promotion states its own rollover and time limit.</p>',
      ],
      [
        'Privacy policy',
        '<p>We keep only the data needed to run your account and pay your winnings. We never sell personal data.</p><ul><li>Account and contact details</li><li>Payment records required by law</li><li>Technical logs for security</li></ul>',
      ],
      [
        'Responsible gaming',
        '<p>Play for fun, and only with money you can afford to lose.</p><ul><li>Set deposit limits in your account</li><li>Take a break or self-exclude at any time through customer service</li></ul><p>If gaming stops being fun, ask for help.</p>',
      ],
    ],
    faq: [
      [
        'How do I register?',
        '<p>Tap <strong>Sign up</strong>, fill in your account name (6 to 12 letters or digits) and password, choose your currency and submit.</p>',
      ],
      [
        'How long does a deposit take?',
        '<p>Most deposits arrive within a minute. Bank transfers can take up to 30 minutes.</p>',
      ],
      [
        'How do I withdraw?',
        '<p>Open <em>Member centre → Withdrawal</em>, choose the amount and your bound account. Withdrawals are reviewed within 15 minutes.</p>',
      ],
      [
        'Why did a game not open?',
        '<p>Your browser may block pop-up windows. Allow pop-ups for this site, or the provider may be under maintenance: the site shows when it ends.</p>',
      ],
      [
        'How do I bring my balance back from a game?',
        '<p>Use the one-click balance-back button in your wallet. It brings every game balance back to your main wallet.</p>',
      ],
    ],
  },
  promotions: [
    [
      'Welcome bonus 100%',
      'Double your first deposit up to 500.',
      '<h2>How it works</h2><ol><li>Register and make your first deposit of at least 20.</li><li>The bonus is credited at once.</li><li>Turn over deposit and bonus 10 times within 30 days.</li></ol><table><tr><th>Deposit</th><th>Bonus</th></tr><tr><td>20 – 99</td><td>100%</td></tr><tr><td>100 – 500</td><td>100%, up to 500</td></tr></table>',
    ],
    [
      'Friday free spins',
      '50 free spins on the featured slot every Friday.',
      '<p>Deposit 50 or more on a Friday and receive 50 free spins on the featured slot of the week.</p><p>Winnings from free spins have a 5x rollover.</p>',
    ],
    [
      'Live casino cashback 10%',
      'Get 10% of your weekly net loss back.',
      "<p>Every Monday we pay back 10% of the previous week's net loss on live casino tables, up to 1,000.</p>",
    ],
    [
      'Accumulator boost',
      'Up to 50% extra on winning accumulators.',
      '<p>Place an accumulator of 4 or more selections at odds of 1.5 or higher each. The boost grows with every selection, up to 50%.</p>',
    ],
    [
      'Hourly lottery draw',
      'A prize draw every hour for active players.',
      '<p>Every bet of 10 or more in the lottery hall gives one ticket in the next hourly draw.</p>',
    ],
  ],
  float: ['Live chat', 'Telegram', 'Get the app'],
  ads: ['Get the app', 'Invite friends', 'VIP Club'],
  sponsors: [
    ['Harbour City FC', 'Our main partner since 2024: shirt sponsor and official betting partner.'],
    ['Apex Racing', 'Team sponsor of the Apex endurance racing team.'],
    ['Northern Esports', 'Official betting partner of the Northern Esports league.'],
  ],
  login: {
    title: 'Welcome back to {site}',
    content: "<p>Log in to claim today's promotions, play with your balance and read your letters.</p>",
  },
};
