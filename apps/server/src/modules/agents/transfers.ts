import { AGENT_CODES, channels, decimalsOf, formatMinor, parseMinor } from '@playdeck/contract';
import type { AgentTransferInfoReply, AgentTransferReply, agentTransferRequest } from '@playdeck/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/envelope.js';
import { msg } from '../../i18n/catalog.js';
import { periodAt } from '../../lib/periods.js';
import type { Audit } from '../audit/types.js';
import type { Identity, MemberRow } from '../identity/index.js';
import type { RealtimeHub } from '../realtime/types.js';
import type { SiteRecord } from '../site/types.js';
import type { WalletService } from '../wallet/index.js';
import { InsufficientFunds } from '../wallet/index.js';
import type { TransferRow, TransferRuleRow, TransfersRepo } from './transfers-repo.js';
import { holderOf } from '../wallet/index.js';

/** Without a rule saved for a site and currency (amounts in the currency's units). */
export function defaultTransferRule(siteId: number, currency: string): TransferRuleRow {
  const unit = 10n ** BigInt(decimalsOf(currency));
  return {
    siteId,
    currency,
    enabled: true,
    minAmount: unit,
    maxAmount: 10_000n * unit,
    dailyAmount: 50_000n * unit,
    version: 0,
    updatedAt: new Date(0),
  };
}

const RECENT = 10;

/**
 * An agent moves money from their main wallet to one of their own members': checked by the
 * withdraw password (throttled), the site's limits and the agent's balance; both postings and the audit
 * row in one transaction under a lock of the agent's balance, so concurrent transfers cannot pass the
 * daily limit together; the agent's request id makes a double submit move the money once.
 */
export function createTransfers(deps: {
  repo: TransfersRepo;
  identity: Identity;
  wallet: WalletService;
  audit: Audit;
  realtime: RealtimeHub;
}) {
  const { repo, wallet } = deps;
  const rule = async (siteId: number, currency: string) =>
    (await repo.rule(siteId, currency)) ?? defaultTransferRule(siteId, currency);
  const today = () => periodAt('day', new Date()).start;

  async function receiverOf(agent: MemberRow, account: string): Promise<MemberRow> {
    const member = await deps.identity.memberByAccount(agent.siteId, account.toLowerCase());
    // Someone else's member, an unknown account and a closed one get the same answer: nothing leaks.
    if (!member || member.parentAgentId !== agent.id || member.status !== 'active') {
      throw new ApiError(AGENT_CODES.notInDownline, 'agents.err.not_in_downline');
    }
    return member;
  }

  function checkLimits(r: TransferRuleRow, amount: bigint) {
    if (!r.enabled) throw new ApiError(AGENT_CODES.transfersClosed, 'agents.err.transfers_closed');
    if (amount < r.minAmount)
      throw new ApiError(
        AGENT_CODES.transferBelowMinimum,
        msg('agents.err.below_minimum', { min: formatMinor(r.minAmount, r.currency) }),
      );
    if (amount > r.maxAmount)
      throw new ApiError(
        AGENT_CODES.transferAboveMaximum,
        msg('agents.err.above_maximum', { max: formatMinor(r.maxAmount, r.currency) }),
      );
  }

  async function move(
    site: SiteRecord,
    agent: MemberRow,
    member: MemberRow,
    amount: bigint,
    r: TransferRuleRow,
    requestId: string,
  ) {
    return repo.transaction(async (tx) => {
      await wallet.lockMainBalance(tx, agent.siteId, agent.id);
      const sent = await repo.sentSince(agent.id, today(), tx);
      if (r.dailyAmount > 0n && sent + amount > r.dailyAmount) {
        throw new ApiError(AGENT_CODES.transferDailyLimit, 'agents.daily_limit');
      }
      // In the transfer's transaction: a limit check counts this transfer only if it is made.
      await wallet.beforeMoney.run({ move: 'agent_transfer', ...holderOf(member), amount, tx });
      const row = await repo.insert(tx, {
        siteId: agent.siteId,
        agentId: agent.id,
        memberId: member.id,
        currency: agent.memberCurrency,
        amount,
        requestId,
      });
      if (!row) return undefined;
      const posting = { siteId: agent.siteId, currency: agent.memberCurrency, reference: `agent-transfer:${row.id}` };
      await wallet.postIn(tx, {
        ...posting,
        memberId: agent.id,
        amount: -amount,
        kind: 'agent_transfer_out',
        idempotencyKey: `agent-transfer:${row.id}:out`,
      });
      await wallet.postIn(tx, {
        ...posting,
        memberId: member.id,
        amount,
        kind: 'agent_transfer_in',
        idempotencyKey: `agent-transfer:${row.id}:in`,
      });
      await deps.audit.append(tx, {
        operator: site.operator,
        siteId: agent.siteId,
        actorId: null,
        actorUsername: agent.memberAccount,
        actorRole: 'member',
        action: 'agent_transfer',
        targetType: 'member',
        targetId: String(member.id),
        after: { transfer_id: row.id, amount: formatMinor(amount, agent.memberCurrency) },
      });
      return row;
    });
  }

  const tellCash = async (siteId: number, memberId: number, currency: string) => {
    const cash = await wallet.mainBalance(siteId, memberId, currency);
    deps.realtime.publish(channels.member(memberId), 'member.cash', { cash });
    return cash;
  };

  return {
    async info(agent: MemberRow): Promise<AgentTransferInfoReply> {
      const currency = agent.memberCurrency;
      const r = await rule(agent.siteId, currency);
      const money = (v: bigint) => formatMinor(v, currency);
      return {
        currency,
        balance: await wallet.mainBalance(agent.siteId, agent.id, currency),
        limits: {
          enabled: r.enabled,
          min: money(r.minAmount),
          max: money(r.maxAmount),
          daily: money(r.dailyAmount),
          used_today: money(await repo.sentSince(agent.id, today())),
        },
        has_withdraw_password: agent.withdrawPasswordHash !== null,
        recent: (await repo.recent(agent.id, RECENT)).map(({ transfer, account }) => ({
          id: transfer.id,
          member_account: account,
          amount: money(transfer.amount),
          created_at: transfer.createdAt.toISOString(),
        })),
      };
    },

    async transfer(
      site: SiteRecord,
      agent: MemberRow,
      body: z.output<typeof agentTransferRequest>,
      ip: string,
    ): Promise<AgentTransferReply> {
      const currency = agent.memberCurrency;
      const amount = parseMinor(body.amount, currency);
      if (amount === undefined || amount <= 0n) {
        throw new ApiError(AGENT_CODES.transferAmountInvalid, 'agents.err.amount_invalid');
      }
      const member = await receiverOf(agent, body.member_account);
      await deps.identity.withdrawPassword.check(agent, ip, body.withdraw_password);
      const r = await rule(site.siteId, currency);
      checkLimits(r, amount);
      let row: TransferRow | undefined;
      try {
        row = await move(site, agent, member, amount, r, body.request_id);
      } catch (err) {
        if (err instanceof InsufficientFunds)
          throw new ApiError(AGENT_CODES.transferInsufficient, 'agents.err.insufficient');
        throw err;
      }
      // A double submit: the first request moved the money; this one reports it.
      const done = row ?? (await repo.byRequest(agent.id, body.request_id));
      if (!done) throw new Error('transfer vanished');
      if (row) await tellCash(site.siteId, member.id, currency);
      return { id: done.id, balance: await tellCash(site.siteId, agent.id, currency) };
    },
  };
}

export type Transfers = ReturnType<typeof createTransfers>;
