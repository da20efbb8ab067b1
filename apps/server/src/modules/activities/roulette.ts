import { randomInt } from 'node:crypto';
import { channels, formatMinor, ROULETTE_CODES as CODES } from '@playdeck/contract';
import type { RouletteDetail, RouletteSpinReply } from '@playdeck/contract';
import type { Tx } from '../../db/client.js';
import { ApiError } from '../../lib/envelope.js';
import type { MemberRow } from '../identity/index.js';
import type { Jobs } from '../jobs/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { WalletService } from '../wallet/index.js';
import { DISPLAY_JOB_EXPIRE_SECONDS, displayJobKey, inLanguage, isLive, untilStarted } from './activity-rules.js';
import type { NewPrize, NewWheel, PrizeRow, RouletteRepo, ShownWheel, WheelRow } from './roulette-repo.js';
import { holderOf } from '../wallet/index.js';

export const ROULETTE_DISPLAY_JOB = 'roulette-display';

/** Picks by weight: the prize whose cumulative weight first exceeds `roll` (0 <= roll < total). */
export function pickByWeight<T extends { weight: number }>(items: T[], roll: number): T {
  let acc = 0;
  for (const item of items) {
    acc += item.weight;
    if (roll < acc) return item;
  }
  return items[items.length - 1] as T;
}

const toPrize = (p: PrizeRow, currency: string, locale?: string) => ({
  prize_id: p.id,
  label: inLanguage(p.labels, locale, p.label),
  cash: formatMinor(p.cash, currency),
  item: p.item,
});

interface RouletteDeps {
  repo: RouletteRepo;
  wallet: WalletService;
  realtime: RealtimeHub;
  jobs: Jobs;
}

/** One spin of the shown wheel inside a transaction: any refusal rolls the spent draw back. */
async function spinIn(deps: RouletteDeps, tx: Tx, member: MemberRow, shown: ShownWheel) {
  const { repo } = deps;
  const { wheel } = shown;
  const remaining = await repo.spendDraw(tx, wheel, member);
  if (remaining === undefined) {
    throw shown.remaining === null
      ? new ApiError(CODES.notEligible, 'roulette.not_eligible')
      : new ApiError(CODES.noDrawsLeft, 'roulette.no_draws');
  }
  const prizes = await repo.prizesInStockForUpdate(tx, wheel.id);
  // An operator's early end locks these prize rows too: either it waited for this spin, or it committed
  // before the locks were granted and this read sees it (exclusive locks queue; nobody is starved).
  const now = await repo.wheelIn(tx, wheel.id);
  if (!now || !isLive(now, Date.now())) throw new ApiError(CODES.ended, 'roulette.ended');
  if (!prizes.length) throw new ApiError(CODES.outOfStock, 'roulette.out_of_stock');
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  const roll = randomInt(total);
  const prize = pickByWeight(prizes, roll);
  // The prize rows are locked, so this cannot fail; the condition keeps stock from ever going negative.
  if (prize.stock !== null && !(await repo.takeStock(tx, prize.id))) throw new Error('roulette stock race');
  const spinId = await repo.recordSpin(tx, {
    siteId: member.siteId,
    rouletteId: wheel.id,
    memberId: member.id,
    prizeId: prize.id,
    audit: { roll, total, weights: prizes.map((p) => [p.id, p.weight]) },
  });
  const entry =
    prize.cash > 0n
      ? await deps.wallet.postIn(tx, {
          siteId: member.siteId,
          memberId: member.id,
          currency: member.memberCurrency,
          amount: prize.cash,
          kind: 'roulette',
          reference: `roulette:${wheel.id}`,
          idempotencyKey: `roulette_spin:${spinId}`,
        })
      : undefined;
  return { prize, remaining, entry };
}

/**
 * The roulette: the server draws the prize by weight among prizes in stock, records the
 * roll for audit, spends one draw and pays cash prizes through the ledger, all in one transaction. Detail,
 * info and spin all act on the one wheel that decision 0013 shows the member, since spin names no wheel.
 */
export function createRoulette(deps: RouletteDeps) {
  const { repo } = deps;

  /** Open pages of the currency read their wheel again: one opened, moved or ended. */
  const refreshPages = (currency: string) =>
    deps.realtime.publish(channels.memberCurrency(currency), 'roulette_display', {});

  /** Asks for the announcement at the wheel's start (at once when it has started already). */
  const schedule = (row: Pick<WheelRow, 'id' | 'startAt'>) =>
    deps.jobs.send(
      ROULETTE_DISPLAY_JOB,
      { id: row.id, startAt: row.startAt.getTime() },
      { key: displayJobKey(row.id, row.startAt), startAfter: row.startAt },
    );

  return {
    async start(): Promise<void> {
      await deps.jobs.work<{ id: number; startAt?: number }>(
        ROULETTE_DISPLAY_JOB,
        async ({ id, startAt }) => {
          const row = await repo.wheel(id);
          if (!row || (startAt !== undefined && row.startAt.getTime() !== startAt)) return;
          await untilStarted(row.startAt);
          if (isLive(row, Date.now())) refreshPages(row.currency);
        },
        { expireSeconds: DISPLAY_JOB_EXPIRE_SECONDS },
      );
    },

    schedule,
    refreshPages,

    /** A wheel written directly (tests, scripts); operators go through the admin service. */
    async create(input: NewWheel, prizes: NewPrize[]) {
      const row = await repo.insertWheel(input, prizes);
      await schedule(row);
      return row;
    },

    /** Draws a paid deposit earns, in the deposit's transaction (the wheel's `deposit_per_draw`). */
    grantForDepositIn: (tx: Tx, o: { siteId: number; memberId: number; currency: string }, amount: bigint) =>
      repo.grantForDepositIn(tx, o.siteId, o.memberId, o.currency, amount, new Date()),

    /** Operator grants (or qualifying deposits): adds draws to the member's count. */
    grant: (rouletteId: number, member: MemberRow, draws: number) => repo.grant(rouletteId, member, draws),

    async detail(member: MemberRow, locale?: string): Promise<RouletteDetail> {
      const shown = await repo.shownWheel(member, new Date());
      if (!shown) throw new ApiError(CODES.none, 'roulette.none');
      const { wheel } = shown;
      const prizes = await repo.prizes(wheel.id);
      return {
        id: wheel.id,
        title: inLanguage(wheel.titles, locale, wheel.title),
        start_at: wheel.startAt.toISOString(),
        end_at: wheel.endAt.toISOString(),
        prize_settings: prizes.map((p) => toPrize(p, wheel.currency, locale)),
        remaining_draws: shown.remaining ?? 0,
      };
    },

    async spin(member: MemberRow): Promise<RouletteSpinReply> {
      const shown = await repo.shownWheel(member, new Date());
      if (!shown) throw new ApiError(CODES.ended, 'roulette.ended');
      await deps.wallet.beforeMoney.run({ move: 'roulette_spin', ...holderOf(member), amount: null });
      const result = await repo.transaction((tx) => spinIn(deps, tx, member, shown));
      if (result.entry) {
        deps.realtime.publish(channels.member(member.id), 'member.cash', {
          cash: formatMinor(result.entry.balanceAfter, member.memberCurrency),
        });
      }
      return {
        prize_id: result.prize.id,
        remaining_draws: result.remaining,
        cash: formatMinor(result.prize.cash, member.memberCurrency),
      };
    },
  };
}

export type Roulette = ReturnType<typeof createRoulette>;
