import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerCash } from './support/auth.js';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { adminFetch, signIn } from './support/console.js';
import {
  depositThroughGateway,
  loseAtCrash,
  memberCall,
  noSideScroll,
  registerThroughLink,
  signedIn,
} from './support/programmes.js';

// Agents end to end (decision 0022). player001 applies to become an agent and support approves; the agent
// shares a promotion link, a visitor registers through it, deposits, plays and loses. The settlement job (run by
// the test-only route, its clock past this month's end) computes the agent's commission; finance pays
// it in the console; the agent sees it in Transaction and the statement in PerformanceSettlement. Then a
// transfer to that member lands live on the member's open page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PAGES = ['Plan', 'Agreement', 'Register', 'DownlineInfo', 'Promotion', 'OperationTable', 'StratifiedTable'];
const open = async (page: Page, id: string) => {
  await page.goto(`${siteURL()}/proxy/${id}`);
  await page.locator('.centre-title').waitFor();
  await expect.poll(() => page.getByText('Loading…').count()).toBe(0);
};

/** Days from now to just past the start of next month (UTC): this month has ended for the job then. */
function daysPastMonthEnd(): number {
  const now = new Date();
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.ceil((next - now.getTime()) / 86_400_000) + 1;
}

describe('the agent centre', () => {
  it(
    'takes an application to a paid commission and a live transfer to the downline',
    { timeout: 300_000 },
    async () => {
      // Slow by nature: one journey through two registrations, a gateway deposit, crash rounds, the settlement job, the console and 18 pages.
      // 1. A member applies on /proxy?page=Register; support approves; the page turns into the agent centre.
      // (The friend below registers from an address of its own: one address may register five a day.)
      const agent = { ...(await signedIn(browser, 'player001')), account: 'player001' };
      const { page } = agent;
      await page.goto(`${siteURL()}/proxy?page=Register`);
      await page.getByRole('heading', { name: 'Your agent application' }).waitFor();
      await page.getByLabel('I have read and accept the agent agreement').check();
      await page.getByRole('button', { name: 'Send application' }).click();
      await page.getByText('The operator is reviewing your application').waitFor();
      const staff = await newPage(browser, DESKTOP);
      await signIn(staff.page, 'support');
      const [application] = (await adminFetch(
        staff.page,
        'GET',
        `/api/admin/agent-applications?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`,
      )) as { id: number; member_account: string }[];
      expect(application!.member_account).toBe(agent.account);
      await adminFetch(staff.page, 'POST', `/api/admin/agent-applications/${application!.id}/approve`, {
        plan_id: null,
      });
      const menu = page.getByRole('navigation', { name: 'Agent centre' });
      await menu.getByRole('link', { name: 'Promotion links' }).waitFor();
      // The console's agent list shows the new agent, active, on the site's default plan.
      await staff.page.goto(`${siteURL()}/admin/agents`);
      const listed = staff.page.getByRole('row').filter({ hasText: agent.account });
      await listed.getByText('Site default').waitFor();
      await listed.getByText('Active').waitFor();
      await screenshot(staff.page, 'agents-console-list-1440');

      // 2. The agent's link: a visitor registers through it, deposits 100.00 and loses at the crash game.
      await open(page, 'Promotion');
      const link = await page.getByRole('textbox', { name: 'Registration link' }).first().inputValue();
      expect(link).toMatch(new RegExp(`^${siteURL()}/register\\?id=\\d+&link=[A-Z0-9]+$`));
      const friend = await registerThroughLink(browser, link);
      await depositThroughGateway(friend.page, '100.00');
      const lost = await loseAtCrash(friend.page);
      expect(lost).toBeGreaterThan(0);
      await page.reload();
      // The link counted the friend's visit and registration.
      const counts = page.locator('.agt-link-counts').first();
      await expect
        .poll(() => counts.locator('div', { hasText: 'Registrations' }).locator('dd').textContent())
        .toBe('1');
      expect(Number(await counts.locator('div', { hasText: 'Visits' }).locator('dd').textContent())).toBeGreaterThan(0);
      await open(page, 'DownlineInfo');
      await page.getByText(friend.account).first().waitFor();

      // 3. The month ends: the job writes the statement; finance pays it in the console.
      const settled = await page.evaluate(async (days) => {
        const res = await fetch('/api/test/agents/settle', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ days_ahead: days }),
        });
        return res.json();
      }, daysPastMonthEnd());
      expect(settled.data.statements).toBeGreaterThanOrEqual(1);
      const statements = await memberCall<{ list: { id: number; commission: string; status: string }[] }>(
        page,
        '/arks/web/agent/settlements',
        {},
      );
      const statement = statements.data.list[0]!;
      expect(statement.status).toBe('pending');
      const commission = Math.round(Number(statement.commission) * 100);
      expect(commission).toBeGreaterThan(0);
      const finance = await newPage(browser, DESKTOP);
      await signIn(finance.page, 'finance');
      await finance.page.goto(`${siteURL()}/admin/agent-statements/${statement.id}/show`);
      await finance.page.getByText('How the commission was reached').waitFor();
      await screenshot(finance.page, 'agents-console-statement-1440');
      const before = await headerCash(page);
      await finance.page.getByRole('button', { name: 'Pay commission' }).click();
      await finance.page.getByRole('dialog').getByRole('button', { name: 'Pay commission' }).click();
      await finance.page.getByText('Commission paid into the agent’s wallet.').waitFor();
      // The agent's open page shows the new balance live, and the payment once in Transaction.
      await expect.poll(() => headerCash(page), { timeout: 30_000 }).toBe(before + commission);
      const awards = await memberCall<{ list: { kind: string; amount: string }[] }>(
        page,
        '/arks/web/member/transactions',
        { group: 'award' },
      );
      expect(awards.data.list.filter((row) => row.kind === 'agent_commission').map((row) => row.amount)).toEqual([
        statement.commission,
      ]);
      await open(page, 'PerformanceSettlement');
      await page.getByText('Paid').first().waitFor();
      await screenshot(page, 'agents-settlement-1440');

      // 4. A transfer to the member lands on the member's open page.
      // player001's withdraw password: set here, or already set to the same by the console's payment test when
      // that file ran first (3112: the current one is needed). The transfer below proves it is 2468.
      const set = await memberCall(page, '/member/profile/withdraw_password', { withdraw_password: '2468' });
      expect([100, 3112]).toContain(set.code);
      await open(page, 'Transfer');
      const friendBefore = await headerCash(friend.page);
      await page.getByLabel('Member account').fill(friend.account);
      await page.getByLabel(/^Amount/).fill('5.00');
      for (const [i, digit] of [...'2468'].entries()) {
        await page.getByLabel(`Digit ${i + 1} of 4`).fill(digit);
      }
      await page.getByRole('button', { name: 'Transfer', exact: true }).click();
      await page.getByRole('status').filter({ hasText: friend.account }).waitFor();
      await expect.poll(() => headerCash(friend.page), { timeout: 30_000 }).toBe(friendBefore + 500);

      // 5. Every page, on a desktop and on a phone: nothing runs off the side.
      for (const id of PAGES) {
        await open(page, id);
        await screenshot(page, `agents-${id}-1440`);
      }
      await page.setViewportSize(PHONE);
      for (const id of [...PAGES, 'Transfer', 'PerformanceSettlement']) {
        await open(page, id);
        expect(await noSideScroll(page), id).toBe(true);
        await screenshot(page, `agents-${id}-390`);
      }
      for (const opened of [agent, friend, staff, finance]) await opened.context.close();
    },
  );
});
