import type { TransactionGroup, TransactionRow, TransactionsReply } from '@playdeck/contract';
import { formatMinor } from '@playdeck/contract';
import { utcDayRange } from '../../lib/utc-days.js';
import type { HistoryRepo } from './history-repo.js';

export interface TransactionsAsked {
  group?: TransactionGroup;
  start_date?: string;
  end_date?: string;
  before_id?: number;
  count: number;
}

/**
 * The member's Transaction page: every posting of their ledger (main, provider and held wallets), newest
 * first, `count` a page; the next page starts below the last id shown. Amounts are signed, in the
 * wallet's currency; balance_after is that wallet's balance right after the posting.
 */
export function createLedgerHistory(repo: HistoryRepo) {
  return {
    async transactions(member: { siteId: number; memberId: number }, asked: TransactionsAsked) {
      // Days are UTC for now (utc-days.ts says why).
      const { from, to } = utcDayRange(asked.start_date, asked.end_date);
      const rows = await repo.page({
        ...member,
        group: asked.group,
        from,
        to,
        beforeId: asked.before_id,
        // One more than asked tells whether another page follows.
        limit: asked.count + 1,
      });
      const shown = rows.slice(0, asked.count);
      const list: TransactionRow[] = shown.map((r) => ({
        id: r.id,
        group: r.group,
        kind: r.kind,
        wallet: r.provider,
        amount: formatMinor(r.amount, r.currency),
        balance_after: formatMinor(r.balanceAfter, r.currency),
        reference: r.reference,
        created_at: r.createdAt.toISOString(),
      }));
      const reply: TransactionsReply = {
        list,
        next_before_id: rows.length > asked.count ? shown[shown.length - 1]!.id : null,
      };
      return reply;
    },
  };
}

export type LedgerHistory = ReturnType<typeof createLedgerHistory>;
