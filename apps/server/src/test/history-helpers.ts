import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TransactionRow } from '@playdeck/contract';
import { call } from './payment-helpers.js';

/** Every kind the code posts today, with its group (and mystery_kind, which nobody posts, to show the fallback). */
export const KIND_GROUPS: Record<string, string> = {
  deposit: 'deposit',
  withdrawal_hold: 'withdrawal',
  withdrawal_release: 'withdrawal',
  withdrawal: 'withdrawal',
  game_transfer_in: 'game',
  game_transfer_out: 'game',
  game_transfer_refund: 'game',
  game_result: 'game',
  red_envelope: 'activity',
  roulette: 'activity',
  demo_credit: 'award',
  adjustment: 'adjustment',
  referral_award: 'award',
  cash_surplus: 'award',
  mystery_kind: 'adjustment',
};

type Step = [kind: string, wallet: string, amount: bigint][];

/** One round of postings touching the main, a provider's and the held wallet; balances never go below zero. */
const ROUND: Step[] = [
  [['deposit', '', 5_000n]],
  [
    ['withdrawal_hold', '', -1_000n],
    ['withdrawal_hold', '#held', 1_000n],
  ],
  [['withdrawal', '#held', -600n]],
  [
    ['withdrawal_release', '#held', -400n],
    ['withdrawal_release', '', 400n],
  ],
  [
    ['game_transfer_in', '', -700n],
    ['game_transfer_in', 'GP01', 700n],
  ],
  [
    ['game_transfer_out', 'GP01', -300n],
    ['game_transfer_out', '', 300n],
  ],
  [['red_envelope', '', 123n]],
  [['roulette', '', 50n]],
  [['adjustment', '', -25n]],
  [['referral_award', '', 10n]],
  [['mystery_kind', '', 1n]],
];

/**
 * Three rounds of postings for a member (about 50 rows), then spread over five UTC days from
 * 2026-03-01 by id, each at 23:59:59 except one row at the very first second of 2026-03-03.
 */
export async function seedHistory(app: FastifyInstance, memberId: number, tag: string): Promise<void> {
  let n = 0;
  for (let round = 0; round < 3; round++) {
    for (const step of ROUND) {
      for (const [kind, provider, amount] of step) {
        n += 1;
        await app.wallet.post({
          siteId: 1,
          memberId,
          currency: 'USD',
          provider,
          amount,
          kind,
          reference: `${tag}-${n}`,
          idempotencyKey: `history-test:${tag}:${n}`,
        });
      }
    }
  }
  await app.database.db.execute(sql`
    update ledger_entries set created_at = timestamptz '2026-03-01 23:59:59+00' + (id % 5) * interval '1 day'
    where member_id = ${memberId}`);
  await app.database.db.execute(sql`
    update ledger_entries set created_at = timestamptz '2026-03-03 00:00:00+00'
    where id = (select max(id) from ledger_entries where member_id = ${memberId})`);
}

/** The member's ledger ids as the database holds them, newest first. */
export async function ledgerIds(app: FastifyInstance, memberId: number, where = sql`true`): Promise<number[]> {
  const result = await app.database.db.execute(
    sql`select id from ledger_entries where member_id = ${memberId} and ${where} order by id desc`,
  );
  return (result as unknown as { rows: { id: string | number }[] }).rows.map((r) => Number(r.id));
}

/** Every page of /transactions for a filter, following next_before_id. */
export async function allPages(app: FastifyInstance, auth: Record<string, string>, body: object, count = 7) {
  const rows: TransactionRow[] = [];
  const pages: number[] = [];
  let before: number | null | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const asked = { ...body, count, ...(before ? { before_id: before } : {}) };
    const res = await call(app, '/arks/web/member/transactions', asked, auth);
    if (res.body.code !== 100) throw new Error(JSON.stringify(res.body));
    rows.push(...(res.body.data.list as TransactionRow[]));
    pages.push(res.body.data.list.length);
    before = res.body.data.next_before_id;
    if (before === null) return { rows, pages };
  }
  throw new Error('paging never ended');
}
