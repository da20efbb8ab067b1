import type { ExclusionPeriod, TimeOutPeriod } from '@playdeck/contract';
import { PROTECTION_CODES } from '@playdeck/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.js';
import type { MemberRow } from '../identity/index.js';
import type { SiteRecord } from '../site/types.js';
import type { ProtectionRepo } from './repo.js';
import type { PersonDetails } from './marks.js';
import { accountMarks, personMarks } from './marks.js';
import { bringBalancesBack } from './balance-back.js';
import { exclusionEnd, TIME_OUT_MS } from './rules.js';
import type { ProtectionSources } from './types.js';

export interface BlocksDeps {
  repo: ProtectionRepo;
  sources: ProtectionSources;
  endAllSessions: (member: MemberRow, code: number) => Promise<void>;
  siteOf: (siteId: number) => Promise<SiteRecord | undefined>;
  /** The operator's sites, all of which a self-exclusion covers. */
  sitesOfOperator: (operator: string) => Promise<SiteRecord[]>;
  /** The person's accounts on those sites (same phone, e-mail or identity number). */
  samePerson: (siteIds: number[], person: Required<PersonDetails>) => Promise<MemberRow[]>;
  /** Keys the marks a self-exclusion leaves (the server's secret). */
  secret: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Time-outs and self-exclusions a member takes: in force at once, never shortened or lifted. Taking one
 * ends every session of the member (their pages are told why) and brings every game wallet's balance back
 * to the main wallet, so what they have is theirs to withdraw.
 */
export function createBlocks(deps: BlocksDeps) {
  const { repo } = deps;

  /** Who takes the block: the member (empty reason), or an operator with a reason and their audit row. */
  type Taker = { setBy: string; reason: string; record?: (tx: Tx) => Promise<void> };
  const byMember: Taker = { setBy: 'member', reason: '' };

  async function take(
    member: MemberRow,
    kind: 'time_out' | 'self_exclusion',
    endsAt: Date | null,
    now: Date,
    taker: Taker = byMember,
  ) {
    const person = { phone: member.memberPhone, email: member.memberEmail, identityId: member.identityId };
    const operator = kind === 'self_exclusion' ? (await deps.siteOf(member.siteId))?.operator : undefined;
    // A self-exclusion covers the person's accounts on every site of the operator; a time-out this one.
    const accounts = operator ? await accountsOf(member, operator, person) : [member];
    // The payout accounts of every account excluded: a new account of the person cannot bind them.
    const bound = operator ? await Promise.all(accounts.map((a) => deps.sources.payoutAccounts(a.siteId, a.id))) : [];
    const bankMarks = accountMarks(deps.secret, bound.flat());
    await repo.transaction(async (tx) => {
      for (const account of accounts) {
        const key = { siteId: account.siteId, memberId: account.id };
        const setBy = account.id === member.id ? taker.setBy : `member:${member.siteId}:${member.id}`;
        await repo.lockMember(tx, key, now);
        await repo.addBlock(tx, { ...key, kind, startsAt: now, endsAt, setBy, reason: taker.reason });
      }
      if (operator) await repo.addMarks(tx, operator, [...personMarks(deps.secret, person), ...bankMarks], endsAt, now);
      await taker.record?.(tx);
    });
    const code = kind === 'time_out' ? PROTECTION_CODES.timedOut : PROTECTION_CODES.selfExcluded;
    for (const account of accounts) {
      await bringBalancesBack(deps, { siteId: account.siteId, memberId: account.id, currency: account.memberCurrency });
      await deps.endAllSessions(account, code);
    }
  }

  async function accountsOf(
    member: MemberRow,
    operator: string,
    person: Required<PersonDetails>,
  ): Promise<MemberRow[]> {
    const siteIds = (await deps.sitesOfOperator(operator)).map((site) => site.siteId);
    const others = await deps.samePerson(siteIds, person);
    return [member, ...others.filter((other) => other.id !== member.id)];
  }

  return {
    timeOut: (member: MemberRow, period: TimeOutPeriod) => {
      const now = deps.now();
      return take(member, 'time_out', new Date(now.getTime() + TIME_OUT_MS[period]), now);
    },
    /** A time-out an operator imposes on the member: the member's own rules, with the operator's reason. */
    imposeTimeOut: (member: MemberRow, period: TimeOutPeriod, taker: Required<Taker>) => {
      const now = deps.now();
      return take(member, 'time_out', new Date(now.getTime() + TIME_OUT_MS[period]), now, taker);
    },
    exclude: (member: MemberRow, period: ExclusionPeriod) => {
      const now = deps.now();
      return take(member, 'self_exclusion', exclusionEnd(now, period), now);
    },
  };
}

export type Blocks = ReturnType<typeof createBlocks>;
