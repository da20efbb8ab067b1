// The demo operator's articles and promotions (English; site names filled in by the seed).

export const ARTICLES = {
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
} as const;

export const PROMOTIONS = [
  [
    'Welcome bonus 100%',
    'Double your first deposit up to 500.',
    'all',
    '<h2>How it works</h2><ol><li>Register and make your first deposit of at least 20.</li><li>The bonus is credited at once.</li><li>Turn over deposit and bonus 10 times within 30 days.</li></ol><table><tr><th>Deposit</th><th>Bonus</th></tr><tr><td>20 – 99</td><td>100%</td></tr><tr><td>100 – 500</td><td>100%, up to 500</td></tr></table>',
  ],
  [
    'Friday free spins',
    '50 free spins on the featured slot every Friday.',
    'slot',
    '<p>Deposit 50 or more on a Friday and receive 50 free spins on the featured slot of the week.</p><p>Winnings from free spins have a 5x rollover.</p>',
  ],
  [
    'Live casino cashback 10%',
    'Get 10% of your weekly net loss back.',
    'live_casino',
    "<p>Every Monday we pay back 10% of the previous week's net loss on live casino tables, up to 1,000.</p>",
  ],
  [
    'Accumulator boost',
    'Up to 50% extra on winning accumulators.',
    'sports',
    '<p>Place an accumulator of 4 or more selections at odds of 1.5 or higher each. The boost grows with every selection, up to 50%.</p>',
  ],
  [
    'Hourly lottery draw',
    'A prize draw every hour for active players.',
    'lottery',
    '<p>Every bet of 10 or more in the lottery hall gives one ticket in the next hourly draw.</p>',
  ],
] as const;
