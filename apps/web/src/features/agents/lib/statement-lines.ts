import type { AgentStatementLine } from '@playdeck/contract';
import { percentOf } from '../../../shared/lib/amount-text';
import { money } from './money';

/** The lines a statement has, in the server's order (decision 0022); each has `agents.line.<key>`. */
export const STATEMENT_LINE_KEYS = [
  'ggr',
  'bonuses',
  'bonus_deduction',
  'fees',
  'fee_deduction',
  'net_result',
  'carried_in',
  'base',
  'active_members',
  'rate',
  'own_commission',
  'sub_agents',
  'sub_agent_share',
  'commission',
  'carried_out',
] as const;
export type StatementLineKey = (typeof STATEMENT_LINE_KEYS)[number];

const isKnown = (key: string): key is StatementLineKey => (STATEMENT_LINE_KEYS as readonly string[]).includes(key);

/** Lines whose figure is a count or a rate (the detail), not an amount. */
const COUNT_LINES: ReadonlySet<string> = new Set(['active_members']);
const RATE_LINES: ReadonlySet<string> = new Set(['rate']);
/** Amount lines that were reached by a share (per mille) of the line above. */
const SHARE_LINES: ReadonlySet<string> = new Set(['bonus_deduction', 'fee_deduction', 'sub_agent_share']);
/** Subtotals and the result, drawn stronger. */
const TOTAL_LINES: ReadonlySet<string> = new Set(['net_result', 'base', 'commission']);

export interface LineView {
  /** The message key of a known line; an unknown one (a newer server) is shown by its key. */
  label: { key: string } | { text: string };
  value: string;
  /** How the figure was reached ("25%"), or the raw detail of an unknown line. */
  note?: string;
  total: boolean;
}

/** One statement line as the page shows it. */
export function lineView(line: AgentStatementLine, currency: string): LineView {
  const label = isKnown(line.key) ? { key: `agents.line.${line.key}` } : { text: line.key };
  const total = TOTAL_LINES.has(line.key);
  const detail = line.detail;
  if (COUNT_LINES.has(line.key)) return { label, value: String(detail ?? 0), total };
  if (RATE_LINES.has(line.key)) return { label, value: percentOf(detail ?? 0), total };
  const value = money(line.amount, currency);
  if (detail === undefined) return { label, value, total };
  return { label, value, note: SHARE_LINES.has(line.key) ? percentOf(detail) : String(detail), total };
}
