import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerCash, memberChannelJoined } from './support/auth.js';
import { PHONE, launchBrowser, screenshot, siteURL } from './support/browser.js';
import {
  depositThroughGateway,
  loseAtCrash,
  memberCall,
  noSideScroll,
  registerThroughLink,
  signedIn,
} from './support/programmes.js';

// The member programmes (decision 0021): a friend registers with demo001's link and deposits; demo001's
// RecommendRecord shows the award live, and Transaction shows it paid once. Then the cash-back page
// explains the demo terms.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const FIRST_DEPOSIT_RULE = 'When a friend you invite makes a first deposit of at least $ 100.00, you get $ 10.00.';
const open = async (page: Page, id: string) => {
  await page.goto(`${siteURL()}/user/${id}`);
  await page.locator('.centre-title').waitFor();
};

/** demo001's referral awards in the ledger, read through the Transaction page's own call. */
async function referralAwards(page: Page): Promise<string[]> {
  const reply = await memberCall<{ list: { kind: string; amount: string }[] }>(page, '/arks/web/member/transactions', {
    group: 'award',
    count: 100,
  });
  return reply.data.list.filter((row) => row.kind === 'referral_award').map((row) => row.amount);
}

/** Runs the programmes' jobs now through the test-only runner, the cash back's clock `daysAhead` days on. */
const runProgrammeJobs = (page: Page, daysAhead: number) =>
  page.evaluate(
    async (days) =>
      (
        await fetch('/api/test/programmes/run', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ days_ahead: days }),
        })
      ).json() as Promise<{ code: number; data: { awards: number; grants: number } }>,
    daysAhead,
  );

describe('recommend a friend', () => {
  it(
    'pays demo001 once when a friend who came through the link makes a first deposit',
    { timeout: 240_000 },
    async () => {
      // Slow by nature: a registration through the page, a gateway deposit, the award job, then crash rounds and the cash-back job.
      const referrer = await signedIn(browser, 'demo001');
      const { page } = referrer;
      await referrer.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteURL() });

      // 1. The programme page: code, link (both copied), the link's QR code and the rules as sentences.
      await open(page, 'RecommendProject');
      const code = page.getByRole('textbox', { name: 'Your referral code' });
      await expect.poll(() => code.inputValue()).toBe('DEMO01');
      const link = await page.getByRole('textbox', { name: 'Your invitation link' }).inputValue();
      expect(link).toBe(`${siteURL()}/register?invite=DEMO01`);
      await page.getByRole('img', { name: 'QR code of your invitation link' }).waitFor();
      await page.getByText(FIRST_DEPOSIT_RULE).waitFor();
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await page.getByRole('button', { name: 'Copy code' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('DEMO01');
      await screenshot(page, 'programmes-recommend-project-1440');
      const awardsBefore = (await referralAwards(page)).length;

      // 2. A visitor opens that link and registers; demo001's records list them, with no deposit yet.
      const friend = await registerThroughLink(browser, link);
      await open(page, 'RecommendRecord');
      const masked = `${friend.account.slice(0, 2)}****${friend.account.slice(-2)}`;
      const friendRow = page.getByRole('row').filter({ hasText: masked });
      await expect.poll(() => friendRow.innerText()).toContain('Not yet');

      // 3. The friend's own pages are empty: no friends of their own, nothing found for demo001.
      await open(friend.page, 'RecommendRecord');
      await friend.page.getByText('No friends yet').waitFor();
      await screenshot(friend.page, 'programmes-recommend-record-empty-1440');
      await open(friend.page, 'RecommendMemberSearch');
      await friend.page.getByLabel('Member account').fill('demo001');
      await friend.page.getByRole('button', { name: 'Search', exact: true }).click();
      await friend.page.getByText('demo001 is not one of your friends').waitFor();
      await screenshot(friend.page, 'programmes-recommend-search-none-1440');

      // 4. The friend deposits 100.00 through the gateway; the award job pays demo001, whose open page
      // (programme.updated) and header (member.cash) follow without a reload. The job is run at once by
      // the test-only runner rather than waited for on its 15 s schedule (a later run pays nothing more: 5).
      const cashBefore = await headerCash(page);
      await depositThroughGateway(friend.page, '100.00');
      expect((await runProgrammeJobs(page, 0)).code).toBe(100);
      await expect.poll(() => friendRow.innerText(), { timeout: 60_000 }).toContain('$ 10.00');
      expect(await friendRow.innerText()).toContain('$ 100.00');
      await page
        .getByRole('listitem')
        .filter({ hasText: 'First deposit reward' })
        .filter({ hasText: masked })
        .waitFor();
      await expect.poll(() => headerCash(page)).toBe(cashBefore + 10_00);
      await screenshot(page, 'programmes-recommend-record-1440');

      // 5. Transaction shows the award; the ledger holds it once, and a later job run pays nothing more.
      await open(page, 'Transaction');
      await page.getByLabel('Type').selectOption('award');
      await page.getByRole('row').filter({ hasText: '+$ 10.00' }).first().waitFor();
      await screenshot(page, 'programmes-transaction-award-1440');
      const awards = await referralAwards(page);
      expect(awards).toHaveLength(awardsBefore + 1);
      expect(awards[0]).toBe('10.00'); // newest first
      // The award job runs again (the test-only runner, rather than waiting out its 15 s schedule): nothing more.
      const again = await runProgrammeJobs(page, 0);
      expect(again.code).toBe(100);
      expect((await referralAwards(page)).length).toBe(awardsBefore + 1);
      expect(await headerCash(page)).toBe(cashBefore + 10_00);

      // 6. The search finds the friend by their full account.
      await open(page, 'RecommendMemberSearch');
      await page.getByLabel('Member account').fill(friend.account);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('heading', { name: 'Friend found' }).waitFor();
      expect(await page.getByRole('row').filter({ hasText: masked }).innerText()).toContain('$ 10.00');
      await screenshot(page, 'programmes-recommend-search-1440');

      // 7. The friend loses at the crash game today; once the day has ended (the test-only runner moves the
      // job's clock on a day), their cash back is waiting: 5% of the loss, claimed once, into the header.
      const lost = await loseAtCrash(friend.page);
      expect(lost).toBeGreaterThan(0);
      await open(friend.page, 'CashSurplus');
      const ran = await runProgrammeJobs(friend.page, 1);
      expect(ran.data.grants).toBeGreaterThanOrEqual(1);
      // The header follows the claim by the member.cash push: the page listens before the claim is made.
      const joined = memberChannelJoined(friend.page);
      await open(friend.page, 'CashSurplus');
      await joined;
      const back = Math.min(Math.floor(lost / 20), 100_00); // 5% (floored to the cent), at most 100.00
      const claim = friend.page.getByRole('button', { name: 'Claim' }).first();
      await expect.poll(() => claim.isVisible(), { timeout: 30_000 }).toBe(true);
      const friendCash = await headerCash(friend.page);
      await claim.click();
      await expect.poll(() => headerCash(friend.page)).toBe(friendCash + back);
      await friend.page.getByText('Paid').first().waitFor();
      await screenshot(friend.page, 'programmes-cash-surplus-claimed-1440');

      expect(referrer.errors).toEqual([]);
      expect(friend.errors).toEqual([]);
      await friend.context.close();
      await referrer.context.close();
    },
  );

  it('fits a phone: cards instead of tables, nothing wider than the screen (390)', async () => {
    const { context, page, errors } = await signedIn(browser, 'demo001', PHONE);
    for (const id of ['RecommendProject', 'RecommendRecord', 'RecommendMemberSearch']) {
      await open(page, id);
      await page.locator('.prog').first().waitFor();
      expect(await noSideScroll(page), `${id} fits`).toBe(true);
      await screenshot(page, `programmes-${id}-390`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('cash back', () => {
  it('explains the demo terms (USD: daily, claimed here) and the running period', async () => {
    const { context, page, errors } = await signedIn(browser, 'demo001');
    await open(page, 'CashSurplus');
    await page
      .getByText(
        'Every day, 5% of your net loss at games comes back to you as cash, up to $ 100.00 a day. ' +
          'Cash back under $ 1.00 for a period is not granted. Claim it on this page within 7 days.',
      )
      .waitFor();
    await page.getByText('Cash back if it ended now').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'programmes-cash-surplus-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a VND member is paid weekly and automatically, on a phone (390)', async () => {
    const { context, page, errors } = await signedIn(browser, 'demo002', PHONE);
    await open(page, 'CashSurplus');
    await page.getByText(/^Every week, 3% of your net loss .* It is paid into your wallet automatically\.$/).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'programmes-cash-surplus-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A grant ending `daysAgo` days ago (UTC midnights, as the server counts them). */
function grant(id: number, daysAgo: number, status: 'claimable' | 'paid' | 'expired', amount: string) {
  const day = 86_400_000;
  const end = Math.floor(Date.now() / day) * day - (daysAgo - 1) * day;
  return {
    id,
    period_start: new Date(end - day).toISOString(),
    period_end: new Date(end).toISOString(),
    net_loss: (Number(amount) * 20).toFixed(2),
    amount,
    status,
    claim_until: new Date(end + 7 * day).toISOString(),
    paid_at: status === 'paid' ? new Date(end + 3_600_000).toISOString() : null,
  };
}
const envelope = (data: unknown, code = 100) => ({ json: { code, message: code === 100 ? 'ok' : 'refused', data } });

/**
 * The cash-back calls with grants waiting (the demo cannot produce one on demand): the info keeps the
 * server's terms and period; grant 3 (5.00) is paid by its claim, slowly; grant 2 (2.50) answers 3303.
 */
async function stubCashBack(page: Page) {
  let paid = false;
  const claims: unknown[] = [];
  await page.route('**/api/arks/web/cash_surplus/info', async (route) => {
    const info = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
    const grants = [
      grant(3, 1, paid ? 'paid' : 'claimable', '5.00'),
      grant(2, 2, 'claimable', '2.50'),
      grant(1, 3, 'paid', '4.00'),
      grant(0, 12, 'expired', '1.50'),
    ];
    await route.fulfill(envelope({ ...info.data, grants }));
  });
  await page.route('**/api/arks/web/cash_surplus/claim', async (route) => {
    const body = route.request().postDataJSON() as { id: number };
    claims.push(body);
    await new Promise((r) => setTimeout(r, 800));
    if (body.id !== 3) return route.fulfill(envelope(null, 3303));
    paid = true;
    return route.fulfill(envelope({ amount: '5.00', member_cash: '1005.00' }));
  });
  return claims;
}

describe('programme pages in states the demo cannot reach on demand (stubbed replies)', () => {
  it('sends one claim however often Claim is pressed, then says what happened', async () => {
    const { context, page, errors } = await signedIn(browser, 'demo001');
    const claims = await stubCashBack(page);
    await open(page, 'CashSurplus');
    const row = (amount: string) => page.getByRole('row').filter({ hasText: `$ ${amount}` });
    await row('5.00').getByRole('button', { name: 'Claim' }).dblclick();
    await page.getByRole('button', { name: 'Claiming…' }).waitFor();
    expect(await row('2.50').getByRole('button', { name: 'Claim' }).isDisabled()).toBe(true);
    await page.getByText('$ 5.00 cash back added to your wallet').waitFor();
    await row('5.00').getByText('Paid').waitFor();
    expect(claims).toEqual([{ id: 3 }]);
    await screenshot(page, 'programmes-cash-surplus-grants-1440');

    await row('2.50').getByRole('button', { name: 'Claim' }).click();
    await page.getByRole('alert').filter({ hasText: 'This cash back has already been claimed.' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the grants as cards on a phone (390)', async () => {
    const { context, page, errors } = await signedIn(browser, 'demo001', PHONE);
    await stubCashBack(page);
    await open(page, 'CashSurplus');
    await page.getByRole('button', { name: 'Claim' }).first().waitFor();
    // The fixed tab bar covers the bottom of the screen: bring the grants to its middle.
    await page
      .getByRole('heading', { name: 'Your cash back' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'programmes-cash-surplus-grants-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when a programme is not running, and offers a retry when a page cannot be loaded (390)', async () => {
    const { context, page } = await signedIn(browser, 'demo001', PHONE);
    await page.route('**/api/arks/web/recommend/project', async (route) => {
      const project = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
      await route.fulfill(envelope({ ...project.data, active: 0 }));
    });
    await open(page, 'RecommendProject');
    await page.getByText('The referral programme is not running').waitFor();
    await screenshot(page, 'programmes-recommend-project-closed-390');

    await page.route('**/api/arks/web/recommend/records', (route) => route.fulfill({ status: 503, body: '' }));
    await open(page, 'RecommendRecord');
    await page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await screenshot(page, 'programmes-recommend-record-failed-390');
    await context.close();
  });
});
