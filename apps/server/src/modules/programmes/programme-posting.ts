import { channels, formatMinor } from '@playdeck/contract';
import type { Tx } from '../../db/client.js';
import { ApiError } from '../../lib/envelope.js';
import type { Audit } from '../audit/types.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SiteRecord } from '../site/types.js';
import type { WalletService } from '../wallet/index.js';

export interface ProgrammePayment {
  site: SiteRecord;
  memberId: number;
  currency: string;
  amount: bigint;
  /** The ledger's kind: referral_award or cash_surplus. */
  kind: 'referral_award' | 'cash_surplus';
  reference: string;
  /** The key that makes the posting once-only whatever runs it again. */
  idempotencyKey: string;
  /** Who paid, for the trail: the job (system), or the member claiming. */
  actor: { name: string; role: 'system' | 'member' };
  after: Record<string, unknown>;
}

/**
 * Whether the member may get a programme's award now: the wallet's checks (player protection) refuse
 * promotions to a member on a time-out or self-excluded. A job skips them; a later run looks again.
 */
export async function awardAllowed(
  wallet: WalletService,
  holder: { siteId: number; memberId: number; currency: string },
): Promise<boolean> {
  try {
    await wallet.beforeMoney.run({ move: 'promotion_award', ...holder, amount: null });
    return true;
  } catch (err) {
    if (err instanceof ApiError) return false;
    throw err;
  }
}

/** A programme's payment inside the caller's transaction: the ledger posting and its audit row. */
export async function postProgrammePayment(
  tx: Tx,
  deps: { wallet: WalletService; audit: Audit },
  p: ProgrammePayment,
): Promise<void> {
  await deps.wallet.postIn(tx, {
    siteId: p.site.siteId,
    memberId: p.memberId,
    currency: p.currency,
    amount: p.amount,
    kind: p.kind,
    reference: p.reference,
    idempotencyKey: p.idempotencyKey,
  });
  await deps.audit.append(tx, {
    operator: p.site.operator,
    siteId: p.site.siteId,
    actorId: null,
    actorUsername: p.actor.name,
    actorRole: p.actor.role,
    action: `${p.kind}.pay`,
    targetType: 'member',
    targetId: String(p.memberId),
    after: { ...p.after, amount: formatMinor(p.amount, p.currency), currency: p.currency },
  });
}

/** After the commit: the member's open pages show the new balance and refetch the programme. */
export async function tellPaid(
  deps: { wallet: WalletService; realtime: RealtimeHub },
  p: { siteId: number; memberId: number; currency: string; programme: 'referral' | 'cash_surplus' },
): Promise<void> {
  const cash = await deps.wallet.mainBalance(p.siteId, p.memberId, p.currency);
  deps.realtime.publish(channels.member(p.memberId), 'member.cash', { cash });
  deps.realtime.publish(channels.member(p.memberId), 'programme.updated', { programme: p.programme });
}
