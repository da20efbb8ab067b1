import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, PAYMENT_CODES } from '@playdeck/contract';
import { ApiError } from '../../../lib/envelope.js';
import { msg } from '../../../i18n/catalog.js';
import { registerCall } from '../../../lib/register-call.js';
import { siteOrigin } from '../../site/index.js';
import type { Identity } from '../../identity/index.js';
import type { PaymentsMember } from '../member.js';
import { paymentRecordOf } from '../records.js';

/** A data URL's picture, checked to be what it says it is (the first bytes of PNG, JPEG or WebP). */
function receiptOf(dataUrl: string | undefined) {
  if (!dataUrl) return undefined;
  const [head, base64 = ''] = dataUrl.split(',', 2);
  const mime = head!.slice(5, head!.indexOf(';'));
  const bytes = Buffer.from(base64, 'base64');
  const magic: Record<string, (b: Buffer) => boolean> = {
    'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    'image/webp': (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  };
  if (!magic[mime]?.(bytes)) {
    throw new ApiError(400, msg('validation.picture', { field: 'receipt' }), 400, {
      field: 'receipt',
      rule: 'picture',
    });
  }
  return { mime, bytes };
}

/** Where the gateway sends the payer back: this site's close page, which ends the payment window. */
const returnUrlOf = (request: FastifyRequest) => `${siteOrigin(request)}/close?type=deposit`;

/** The member's payment calls. */
export async function paymentMemberRoutes(
  app: FastifyInstance,
  opts: { identity: Identity; payments: PaymentsMember },
) {
  const { payments } = opts;

  registerCall(app, calls.paymentChannels, async (_b, request) => payments.deposits.channels(await request.member()));
  registerCall(app, calls.depositOnline, async (b, request) =>
    payments.deposits.online(
      await request.member(),
      { channelId: b.channel_id, amount: b.amount, requestId: b.request_id },
      returnUrlOf(request),
    ),
  );
  registerCall(app, calls.depositBank, async (b, request) => {
    const m = await request.member();
    const order = await payments.deposits.bank(m, {
      channelId: b.channel_id,
      amount: b.amount,
      senderName: b.sender_name,
      transferredAt: new Date(b.transferred_at),
      receipt: receiptOf(b.receipt),
      requestId: b.request_id,
    });
    return paymentRecordOf(order);
  });
  registerCall(app, calls.paymentRecords, async (b, request) => payments.records(await request.member(), b));
  registerCall(app, calls.paymentRecord, async (b, request) => {
    const m = await request.member();
    const order = await payments.order(m, b.order_number);
    if (!order) throw new ApiError(PAYMENT_CODES.orderNotFound, 'pay.err.order_not_found');
    return paymentRecordOf(order);
  });
  registerCall(app, calls.withdrawInfo, async (_b, request) => payments.withdrawInfo(await request.member()));
  registerCall(app, calls.withdraw, async (b, request) => {
    const order = await payments.withdrawals.submit(await request.member(), request.ip, {
      amount: b.amount,
      accountId: b.account_id,
      withdrawPassword: b.withdraw_password,
      requestId: b.request_id,
    });
    return paymentRecordOf(order);
  });
  registerCall(app, calls.withdrawCancel, async (b, request) =>
    paymentRecordOf(await payments.withdrawals.cancel(await request.member(), b.order_number)),
  );
  registerCall(app, calls.bankAccounts, async (_b, request) => payments.accounts.list(await request.member()));
  registerCall(app, calls.bankAccountAdd, async (b, request) => {
    const m = await request.member();
    await opts.identity.withdrawPassword.check(m, request.ip, b.withdraw_password);
    return payments.accounts.add(m, b);
  });
  registerCall(app, calls.bankAccountDelete, async (b, request) => ({
    deleted: await payments.accounts.remove(await request.member(), b.id),
  }));
  registerCall(app, calls.withdrawPassword, async (b, request) => {
    const m = await request.member();
    await opts.identity.withdrawPassword.set(
      m,
      request.ip,
      b.withdraw_password,
      b.old_withdraw_password,
      b.login_password,
    );
    return { is_withdraw_password: 1 as const };
  });
  registerCall(app, calls.fbTracking, async (b, request) => {
    // Visitors send it too (the registration event); a member's event is kept with the member.
    if (request.headers.authorization) {
      await (app.requireSession as (r: FastifyRequest) => Promise<void>)(request).catch(() => undefined);
    }
    return { received: (await payments.track(request.site.siteId, request.session?.memberId ?? null, b)) ? 1 : 0 };
  });
}
