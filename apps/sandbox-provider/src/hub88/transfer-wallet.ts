import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Faults } from '../faults.js';
import { sleep } from '../faults.js';
import type { ProviderWallet, TransferRow } from '../wallet.js';
import { TransferConflict, UnknownPlayer } from '../wallet.js';
import { siteOf, toMinor, toUnits } from './protocol.js';

const TW = '/operator/generic/v2/transfer_wallet';
const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\w.:@-]+$/);
const account = z.object({
  user: text(64),
  sub_partner_id: text(32),
  currency: z.string().regex(/^[A-Za-z]{3,5}$/),
  product: text(64).optional(),
});
const transfer = account.extend({ transaction_uuid: text(64), amount: z.number() });
const status = account.extend({ transaction_uuid: text(64) });

const refuse = (reply: FastifyReply, status: number, error: string) => reply.status(status).send({ error });

/**
 * Hub88's TransferWallet API as the simulator answers it: a wallet per user and sub-partner, deposits and
 * withdrawals idempotent by `transaction_uuid`, a transfer's status, the balance. Faults: an internal error
 * without applying (500), or applying and answering too late.
 */
export function transferWalletRoutes(app: FastifyInstance, opts: { wallet: ProviderWallet; faults: () => Faults }) {
  const { wallet } = opts;
  const siteOr = (reply: FastifyReply, subPartner: string) =>
    siteOf(subPartner) ?? refuse(reply, 404, 'sub_partner_id');

  app.post(`${TW}/create_wallet`, async (request, reply) => {
    const body = account.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, 'invalid parameters');
    const siteId = siteOr(reply, body.data.sub_partner_id);
    if (typeof siteId !== 'number') return siteId;
    await wallet.createPlayer(siteId, body.data.user, body.data.currency);
    return { status: 'RS_OK', user: body.data.user, currency: body.data.currency };
  });

  for (const direction of ['in', 'out'] as const) {
    app.post(`${TW}/${direction === 'in' ? 'deposit' : 'withdraw'}`, async (request, reply) => {
      const body = transfer.safeParse(request.body);
      if (!body.success) return refuse(reply, 400, 'invalid parameters');
      const { user, sub_partner_id, currency, transaction_uuid, amount } = body.data;
      const siteId = siteOr(reply, sub_partner_id);
      if (typeof siteId !== 'number') return siteId;
      const minor = toMinor(amount, currency);
      if (minor === undefined) return refuse(reply, 400, 'amount');
      const f = opts.faults();
      if (Math.random() < f.errorRate) return refuse(reply, 500, 'internal server error');
      try {
        const row = await wallet.transfer({
          siteId,
          playerId: user,
          transferId: transaction_uuid,
          direction,
          amount: minor,
        });
        if (Math.random() < f.timeoutAfterApplyRate) await sleep(f.hangMs);
        return answer(row, currency);
      } catch (err) {
        if (err instanceof TransferConflict) return reply.send({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', user });
        if (err instanceof UnknownPlayer) return refuse(reply, 404, 'user');
        throw err;
      }
    });
  }

  app.post(`${TW}/check_transfer`, async (request, reply) => {
    const body = status.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, 'invalid parameters');
    const row = await wallet.findTransfer(body.data.transaction_uuid);
    if (!row || row.playerId !== body.data.user) return refuse(reply, 404, 'transaction');
    return {
      ...answer(row, body.data.currency),
      status: row.status === 'applied' ? 'CTS_SUCCESS' : 'CTS_DECLINED',
      reason: row.reason,
    };
  });

  app.post(`${TW}/balance`, async (request, reply) => {
    const body = account.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, 'invalid parameters');
    const siteId = siteOr(reply, body.data.sub_partner_id);
    if (typeof siteId !== 'number') return siteId;
    const balance = await wallet.balance(siteId, body.data.user);
    if (balance === undefined) return refuse(reply, 404, 'user');
    return {
      status: 'RS_OK',
      user: body.data.user,
      currency: body.data.currency,
      balance: toUnits(balance, body.data.currency),
    };
  });
}

function answer(row: TransferRow, currency: string) {
  return {
    status: row.status === 'applied' ? 'RS_OK' : 'RS_ERROR_NOT_ENOUGH_MONEY',
    user: row.playerId,
    currency,
    transaction_uuid: row.transferId,
    balance: toUnits(row.balanceAfter, currency),
  };
}
