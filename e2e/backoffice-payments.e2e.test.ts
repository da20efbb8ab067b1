import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './support/auth.js';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, siteURL } from './support/browser.js';
import { adminFetch, consoleSessions, signIn } from './support/console.js';
import { ownAddress } from './support/register.js';
import { CAPTCHA_ANSWER } from './support/server.js';

// The console's payment screens (decision 0020) against the real server: a member asks through the member
// API, finance decides in the console, the member's records and balance follow. player001 is this
// file's member for payments (a retry finds only what this file left); it signs in from the device the
// games tests use for it, so their login is never asked to validate a new device.
const MEMBER = 'player001';

let browser: Browser;
/** The operators' console pages, signed in once for the file (the queue and order screens are the subject). */
const consoles = consoleSessions(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await consoles.closeAll();
  await browser?.close();
});

interface Reply<T = Record<string, unknown>> {
  code: number;
  message: string;
  data: T;
}

async function call<T = Record<string, unknown>>(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${siteURL()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Reply<T>;
}

/**
 * The member's bearer header, from a login as the page makes it. Each login comes from an address of its
 * own (X-Forwarded-For), so the per-address captcha pace (one a second) does not hold it up.
 */
async function memberAuth(account = MEMBER): Promise<Record<string, string>> {
  const from = ownAddress();
  const header = (await call<{ header: string; value: string }>('/get_login_header', {}, from)).data;
  const captcha = await call<{ token: string }>('/captcha', { type: 1 }, from);
  const login = await call<{ token: string }>(
    '/login',
    {
      account,
      password: PASSWORD,
      answer: CAPTCHA_ANSWER,
      captcha_token: captcha.data.token,
      udid: 'e2e-player001-home',
      browser: 'Chromium',
      system: 'Linux',
    },
    { ...from, [header.header]: header.value },
  );
  expect(login.code, login.message).toBe(100);
  return { authorization: `Bearer ${login.data.token}` };
}

const requestId = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** A receipt as the member's page sends it: a small PNG as a data URL. */
async function receipt(): Promise<string> {
  const png = await sharp({ create: { width: 240, height: 320, channels: 3, background: '#1f4fa3' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function bankDeposit(auth: Record<string, string>, amount: string, withReceipt: boolean): Promise<string> {
  const channels = await call<{ channels: { id: number; kind: string }[] }>('/arks/web/payment/channels', {}, auth);
  const bank = channels.data.channels.find((c) => c.kind === 'bank')!;
  const placed = await call<{ order_number: string }>(
    '/arks/web/payment/deposit/bank',
    {
      channel_id: bank.id,
      amount,
      sender_name: 'Pat Player',
      transferred_at: new Date(Date.now() - 600_000).toISOString(),
      ...(withReceipt ? { receipt: await receipt() } : {}),
      request_id: requestId(),
    },
    auth,
  );
  expect(placed.code, placed.message).toBe(100);
  return placed.data.order_number;
}

async function withdrawal(auth: Record<string, string>, amount: string): Promise<string> {
  // Set once per run; a retry finds it set (and is told the current one is needed), which is fine.
  await call('/member/profile/withdraw_password', { withdraw_password: '2468' }, auth);
  const accounts = await call<{ list: { id: number }[]; banks: { code: string; kind: string }[] }>(
    '/arks/web/member/bank_accounts',
    {},
    auth,
  );
  let accountId = accounts.data.list[0]?.id;
  if (!accountId) {
    const bank = accounts.data.banks.find((b) => b.kind === 'bank')!;
    const added = await call<{ id: number }>(
      '/arks/web/member/bank_accounts/add',
      {
        kind: 'bank',
        bank_code: bank.code,
        account_no: '600123456789',
        holder_name: 'Pat Player',
        withdraw_password: '2468',
      },
      auth,
    );
    expect(added.code, added.message).toBe(100);
    accountId = added.data.id;
  }
  const placed = await call<{ order_number: string }>(
    '/arks/web/payment/withdraw',
    { amount, account_id: accountId, withdraw_password: '2468', request_id: requestId() },
    auth,
  );
  expect(placed.code, placed.message).toBe(100);
  return placed.data.order_number;
}

interface Order {
  id: number;
  order_number: string;
  status: string;
  history: { status: string; note: string }[];
}

const query = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** What an earlier try of a test left waiting is rejected first (a member may have only so many). */
async function clearQueue(page: Page): Promise<void> {
  const waiting = (await adminFetch(
    page,
    'GET',
    `/api/admin/payment-orders?${query({ q: MEMBER, queue: true })}`,
  )) as Order[];
  for (const order of waiting) {
    await adminFetch(page, 'POST', `/api/admin/payment-orders/${order.id}/reject`, { note: 'Left by an earlier try' });
  }
}

async function orderByNumber(page: Page, orderNumber: string): Promise<Order> {
  const [order] = (await adminFetch(page, 'GET', `/api/admin/payment-orders?${query({ q: orderNumber })}`)) as Order[];
  return order!;
}

/** Opens the queue from the menu (on its kind's tab) and the order from its row. */
async function openFromQueue(page: Page, orderNumber: string, tab: RegExp): Promise<void> {
  await page.getByRole('menuitem', { name: /Queue/ }).click();
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('cell', { name: orderNumber }).click();
  await page.waitForURL(/\/admin\/payment-orders\/\d+\/show/);
  await page.getByRole('region', { name: 'Order' }).waitFor();
}

const statusChip = (page: Page, status: string) =>
  page
    .getByRole('region', { name: 'Order' })
    .locator('.MuiChip-root')
    .filter({ hasText: new RegExp(`^${status}$`) });

/** Counts the decisions the page sends, so a double click can be seen to send one. */
function countDecisions(page: Page): { count: () => number } {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/payment-orders\/\d+\/(approve|reject)$/.test(request.url())) sent += 1;
  });
  return { count: () => sent };
}

describe('payments in the console', () => {
  it('finance pays out a withdrawal from the queue; the page follows it to paid', { timeout: 120_000 }, async () => {
    const { page, errors } = await consoles.as('finance');
    await clearQueue(page);
    const orderNumber = await withdrawal(await memberAuth(), '25.00');

    await openFromQueue(page, orderNumber, /^Withdrawals/);
    await page.getByRole('region', { name: 'The member now' }).getByText('Held for withdrawals').waitFor();
    await screenshot(page, 'backoffice-payments-withdrawal');
    const decisions = countDecisions(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve' });
    await dialog.getByText(`Approve withdrawal ${orderNumber}? 25.00 USD is paid out`).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).dblclick();
    await page.getByRole('alert').filter({ hasText: 'Withdrawal approved' }).first().waitFor();
    expect(decisions.count()).toBe(1);

    // The payout settles at the gateway seconds later; the page reads it again by itself until then.
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
    await expect.poll(() => statusChip(page, 'Paid').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.evaluate(() => (window as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await screenshot(page, 'backoffice-payments-withdrawal-paid');
    expect(errors).toEqual([]);
  });

  it('finance credits a bank deposit after reading its receipt, and rejects another with a note', async () => {
    const { page, errors } = await consoles.as('finance');
    await clearQueue(page);
    const auth = await memberAuth();
    const credited = await bankDeposit(auth, '40.00', true);
    const refused = await bankDeposit(auth, '15.00', false);

    await openFromQueue(page, credited, /^Bank deposits/);
    const picture = page.getByRole('img', { name: `Receipt the member attached to order ${credited}` });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await screenshot(page, 'backoffice-payments-deposit');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('alert').filter({ hasText: 'Deposit approved' }).first().waitFor();
    await expect.poll(() => statusChip(page, 'Paid').count()).toBe(1);

    await page.getByRole('link', { name: 'Back to queue' }).click();
    await page.waitForURL(/\/admin\/payment-queue/);
    await openFromQueue(page, refused, /^Bank deposits/);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject' });
    // The member reads the note: the form asks for one before anything is sent.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Required').waitFor();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('No transfer of 15.00 reached our account.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('alert').filter({ hasText: 'Deposit rejected' }).first().waitFor();
    await expect.poll(() => statusChip(page, 'Rejected').count()).toBe(1);
    await page
      .getByRole('region', { name: 'History' })
      .getByText('No transfer of 15.00 reached our account.')
      .waitFor();

    const record = await call<{ status: string; note: string }>(
      '/arks/web/payment/record',
      { order_number: refused },
      auth,
    );
    expect(record.data).toMatchObject({ status: 'rejected', note: 'No transfer of 15.00 reached our account.' });
    expect((await orderByNumber(page, credited)).status).toBe('paid');
    expect(errors).toEqual([]);
  });

  it('a bank deposit above the four-eyes threshold takes two operators: finance first, the owner second', async () => {
    // Slow by nature: two operators each decide through the console's queue and order screens.
    const { page, errors } = await consoles.as('finance');
    const second = await consoles.as('owner');
    try {
      await clearQueue(page);
      const orderNumber = await bankDeposit(await memberAuth(), '2500.00', false);
      await openFromQueue(page, orderNumber, /^Bank deposits/);
      const approve = async (on: Page) => {
        await on.getByRole('button', { name: 'Approve' }).click();
        await on.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
      };
      await approve(page);
      await page.getByRole('alert').filter({ hasText: 'First approval recorded' }).first().waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: 'Approved by finance; it waits for a second operator' })
        .waitFor();
      await page.getByRole('region', { name: 'History' }).getByText('First approval').waitFor();
      expect(await statusChip(page, 'Pending').count()).toBe(1);
      // The first approver cannot give the second approval.
      await approve(page);
      await page
        .getByRole('alert')
        .filter({ hasText: 'A second operator must approve an order you approved.' })
        .first()
        .waitFor();
      expect((await orderByNumber(page, orderNumber)).status).toBe('pending');

      await openFromQueue(second.page, orderNumber, /^Bank deposits/);
      await approve(second.page);
      await second.page.getByRole('alert').filter({ hasText: 'Deposit approved' }).first().waitFor();
      await expect.poll(() => statusChip(second.page, 'Paid').count()).toBe(1);
      expect((await orderByNumber(page, orderNumber)).status).toBe('paid');
      expect(errors).toEqual([]);
      expect(second.errors).toEqual([]);
    } finally {
      await clearQueue(page);
    }
  });

  it('support reads the queue and channels but is offered no decision and no change', async () => {
    const finance = await consoles.as('finance');
    await clearQueue(finance.page);
    const orderNumber = await bankDeposit(await memberAuth(), '12.00', false);
    const { page, errors } = await consoles.as('support');
    try {
      await openFromQueue(page, orderNumber, /^All/);
      await page.getByRole('region', { name: 'The member now' }).getByText('Balance').waitFor();
      expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);

      await page.getByRole('menuitem', { name: 'Channels' }).click();
      await page.getByRole('cell', { name: 'Sandbox Pay' }).first().waitFor();
      expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
      await page.getByRole('cell', { name: 'Sandbox Pay' }).first().click();
      expect(page.url()).toMatch(/\/admin\/payment-channels$/);
      expect(errors).toEqual([]);
    } finally {
      await clearQueue(finance.page);
    }
  });

  it('finance sets a channel’s fee in per mille and its quick amounts', async () => {
    const { page, errors } = await consoles.as('finance');
    // The second site's bank channel: the member-site tests use the first site's.
    const channels = (await adminFetch(
      page,
      'GET',
      `/api/admin/payment-channels?${query({ site_id: 2, currency: 'USD', kind: 'bank' })}`,
    )) as { id: number; version: number; fee_rate_permille: number; quick_amounts: string[] }[];
    const before = channels[0]!;
    try {
      await page.getByRole('menuitem', { name: 'Channels' }).click();
      await page.getByRole('cell', { name: String(before.id), exact: true }).click();
      await page.waitForURL(new RegExp(`/admin/payment-channels/${before.id}$`));
      await page.getByRole('heading', { name: 'Receiving bank account' }).waitFor();
      await page.getByRole('spinbutton', { name: 'Fee' }).fill('15');
      await page.getByText('1.5% of the amount, kept from what the member is credited').waitFor();
      await screenshot(page, 'backoffice-payments-channel-edit');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/payment-channels$/);
      await page.getByRole('row').filter({ hasText: '15 ‰' }).first().waitFor();
      await screenshot(page, 'backoffice-payments-channels');
      expect(errors).toEqual([]);
    } finally {
      const now = (await adminFetch(page, 'GET', `/api/admin/payment-channels/${before.id}`)) as { version: number };
      await adminFetch(page, 'PUT', `/api/admin/payment-channels/${before.id}`, {
        version: now.version,
        fee_rate_permille: before.fee_rate_permille,
      });
    }
  });

  it('the queue and an order read on a phone', async () => {
    const finance = await consoles.as('finance');
    await clearQueue(finance.page);
    const orderNumber = await bankDeposit(await memberAuth(), '18.00', true);
    // Signed in on a wide window (the menu is in view), then read at a phone's width.
    const { context, page, errors } = await newPage(browser, DESKTOP);
    try {
      await signIn(page, 'support');
      await page.setViewportSize(PHONE);
      await page.goto(`${siteURL()}/admin/payment-queue`);
      await page.getByText(orderNumber).waitFor();
      await screenshot(page, 'backoffice-payments-queue-phone');
      await page.getByText(orderNumber).click();
      await page.getByRole('region', { name: 'The member now' }).waitFor();
      await screenshot(page, 'backoffice-payments-order-phone');
      expect(errors).toEqual([]);
    } finally {
      await clearQueue(finance.page);
      await context.close();
    }
  });
});
