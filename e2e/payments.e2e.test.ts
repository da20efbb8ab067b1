import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogIn, deviceContext, headerCash, memberButton } from './support/auth.js';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { adminFetch, signIn } from './support/console.js';

// Deposits and withdrawals (decision 0020), as a member and finance would do them side by side: money in
// through the gateway's window and by bank transfer, money out paid and refused; the member's header
// follows each step live.
const MEMBER = 'demo001';
const PIN = '1234';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A member call with the page's own token (set-up only: the screens under test are driven by hand). */
async function memberCall<T>(page: Page, path: string, body: unknown): Promise<{ code: number; data: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify(body),
      });
      return res.json();
    },
    { path, body },
  );
}

const requestId = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

interface Order {
  id: number;
  order_number: string;
  status: string;
}
const orderOf = async (console: Page, orderNumber: string) => {
  const filter = encodeURIComponent(JSON.stringify({ q: orderNumber }));
  return ((await adminFetch(console, 'GET', `/api/admin/payment-orders?filter=${filter}`)) as Order[])[0]!;
};

describe('deposits and withdrawals', () => {
  it('money in and out, the header following without a reload', { timeout: 180_000 }, async () => {
    // Slow by nature: a gateway deposit in its own window, a bank deposit, withdrawals paid out and refused, the header following each.
    const member = await deviceContext(browser, 'e2e-demo001-home', DESKTOP);
    await member.context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
    const page = member.page;
    await apiLogIn(member.context, MEMBER);
    await page.goto(siteURL());
    await memberButton(page, MEMBER).first().waitFor();
    const finance = await newPage(browser, DESKTOP);
    await signIn(finance.page, 'finance');
    // The demo money carries no wagering, but this test's own deposits would: none is asked here.
    const rule = (await adminFetch(finance.page, 'GET', '/api/admin/withdrawal-rules/1:USD')) as Record<
      string,
      unknown
    >;
    const { id: _id, site_id: _s, currency: _c, ...ruleBody } = rule;
    const relaxed = (await adminFetch(finance.page, 'PUT', '/api/admin/withdrawal-rules/1:USD', {
      ...ruleBody,
      turnover_multiplier: 0,
      daily_count: 100,
    })) as { version: number };
    try {
      // 1. Online: the window opens through /loading, the payer pays on the gateway's page.
      await page.goto(`${siteURL()}/Deposit`);
      const start = await headerCash(page);
      await page.getByRole('button', { name: /Sandbox Pay/ }).click();
      await page.getByRole('button', { name: '$ 100.00' }).click();
      const [payWindow] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Pay now' }).click(),
      ]);
      await payWindow.waitForURL(/\/sandbox-gateway\/pay\//);
      await screenshot(payWindow, 'payments-gateway-page');
      await payWindow.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect.poll(() => headerCash(page), { timeout: 30_000 }).toBe(start + 100_00);
      await page.getByText('Deposit received').first().waitFor();
      await screenshot(page, 'payments-deposit-received');
      await page.goto(`${siteURL()}/user/DWRecord`);
      await page.getByRole('search', { name: 'Filter records' }).waitFor();
      await expect.poll(() => page.getByText('Completed').count()).toBeGreaterThan(0);
      await screenshot(page, 'payments-records');

      // 2. Bank transfer: the member reports it, finance approves it, the header rises live.
      const beforeBank = await headerCash(page);
      const channels = await memberCall<{ channels: { id: number; kind: string }[] }>(
        page,
        '/arks/web/payment/channels',
        {},
      );
      const bank = channels.data.channels.find((c) => c.kind === 'bank')!;
      const placed = await memberCall<{ order_number: string }>(page, '/arks/web/payment/deposit/bank', {
        channel_id: bank.id,
        amount: '50.00',
        sender_name: 'Demo One',
        transferred_at: new Date().toISOString(),
        request_id: requestId(),
      });
      expect(placed.code).toBe(100);
      const bankOrder = await orderOf(finance.page, placed.data.order_number);
      const approved = await adminFetch(finance.page, 'POST', `/api/admin/payment-orders/${bankOrder.id}/approve`, {});
      expect(approved).toMatchObject({ status: 'paid' });
      await expect.poll(() => headerCash(page)).toBe(beforeBank + 50_00);

      // 3. A withdrawal is held at once, approved and paid out; another is rejected and comes back.
      const accounts = await memberCall<{ list: { id: number }[] }>(page, '/arks/web/member/bank_accounts', {});
      if (!accounts.data.list.length) {
        const added = await memberCall(page, '/arks/web/member/bank_accounts/add', {
          kind: 'bank',
          bank_code: 'CHASE',
          account_no: '700123456789',
          holder_name: 'Demo One',
          withdraw_password: PIN,
        });
        expect(added.code).toBe(100);
      }
      await page.goto(`${siteURL()}/user/Withdrawal`);
      await page.getByRole('heading', { name: 'Recent withdrawals' }).waitFor();
      const beforeOut = await headerCash(page);
      /** Submits the form; answers the new order's number (the notice of an earlier one may still show). */
      const withdraw = async (amount: string, earlier = '') => {
        await page.getByLabel('Amount').fill(amount);
        for (const [i, digit] of [...PIN].entries())
          await page
            .getByLabel(`Digit ${i + 1} of 4`)
            .first()
            .fill(digit);
        await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
        const numberShown = async () => {
          const notes = await page.getByText(/Withdrawal W\d{8}[0-9A-F]{10} submitted/).allInnerTexts();
          return notes.map((n) => /W\d{8}[0-9A-F]{10}/.exec(n)![0]).find((no) => no !== earlier) ?? '';
        };
        await expect.poll(numberShown).not.toBe('');
        return numberShown();
      };
      const paidOut = await withdraw('20.00');
      await expect.poll(() => headerCash(page)).toBe(beforeOut - 20_00);
      await screenshot(page, 'payments-withdrawal-held');
      await adminFetch(
        finance.page,
        'POST',
        `/api/admin/payment-orders/${(await orderOf(finance.page, paidOut)).id}/approve`,
        {},
      );
      await expect.poll(async () => (await orderOf(finance.page, paidOut)).status, { timeout: 30_000 }).toBe('paid');
      const refused = await withdraw('30.00', paidOut);
      await expect.poll(() => headerCash(page)).toBe(beforeOut - 50_00);
      await adminFetch(
        finance.page,
        'POST',
        `/api/admin/payment-orders/${(await orderOf(finance.page, refused)).id}/reject`,
        {
          note: 'Account name does not match',
        },
      );
      await expect.poll(() => headerCash(page)).toBe(beforeOut - 20_00);
      await page.goto(`${siteURL()}/user/DWRecord`);
      await page.getByText('Account name does not match').first().waitFor();
      await screenshot(page, 'payments-records-after');
      expect(member.errors).toEqual([]);
    } finally {
      await adminFetch(finance.page, 'PUT', '/api/admin/withdrawal-rules/1:USD', {
        ...ruleBody,
        version: relaxed.version,
      });
      await finance.context.close();
      await member.context.close();
    }
  });

  it('the deposit page on a phone lists the channels with their quick amounts', async () => {
    const member = await deviceContext(browser, 'e2e-demo001-home', PHONE);
    await member.context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: siteURL() }]);
    await apiLogIn(member.context, MEMBER);
    await member.page.goto(siteURL());
    await memberButton(member.page, MEMBER).first().waitFor();
    await member.page.goto(`${siteURL()}/Deposit`);
    await member.page.getByRole('button', { name: /Sandbox Pay/ }).click();
    await member.page.getByRole('button', { name: '$ 500.00' }).waitFor();
    await screenshot(member.page, 'payments-deposit-phone');
    expect(member.errors).toEqual([]);
    await member.context.close();
  });
});
