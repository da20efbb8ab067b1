import { formatMinor, parseMinor } from '@playdeck/contract';
import type { ReferralRule, ReferralRuleKind } from '@playdeck/contract';
import type { ReferralSettingsRow } from './settings-repo.js';

/** A rule in minor units. */
export interface MinorRule {
  kind: ReferralRuleKind;
  threshold: bigint;
  award: bigint;
}

/** What a friend's deposits and stakes count as, for the rules (decision 0021). */
export const FIRST_DEPOSIT_KIND = 'deposit';
export { STAKE_KINDS } from '../wallet/index.js';

/** Stored rules are minor units as decimal strings (JSON has no bigint). */
export const minorRules = (row: ReferralSettingsRow | undefined): MinorRule[] =>
  (row?.rules ?? []).map((r) => ({ kind: r.kind, threshold: BigInt(r.threshold), award: BigInt(r.award) }));

export const ruleReplies = (rules: MinorRule[], currency: string): ReferralRule[] =>
  rules.map((r) => ({
    kind: r.kind,
    threshold: formatMinor(r.threshold, currency),
    award: formatMinor(r.award, currency),
  }));

/** The console's decimal rules to stored ones, or the field of the first amount that cannot be. */
export function storedRules(
  rules: ReferralRule[],
  currency: string,
): { kind: ReferralRuleKind; threshold: string; award: string }[] | { field: string } {
  const out = [];
  for (const [i, r] of rules.entries()) {
    const threshold = parseMinor(r.threshold, currency);
    const award = parseMinor(r.award, currency);
    // A turnover of nothing would pay for merely registering: the threshold must be something.
    if (threshold === undefined || (r.kind === 'turnover' && threshold <= 0n)) return { field: `rules.${i}.threshold` };
    if (award === undefined || award <= 0n) return { field: `rules.${i}.award` };
    out.push({ kind: r.kind, threshold: threshold.toString(), award: award.toString() });
  }
  return out;
}

/** "alexdemo" → "al****mo": the referrer knows whom they invited; a screen nearby need not. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}${'*'.repeat(Math.min(4, account.length - 4))}${account.slice(-2)}`;
}
