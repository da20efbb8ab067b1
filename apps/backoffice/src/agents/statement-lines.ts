import type { AgentStatementLine } from '@playdeck/contract';

// A commission statement's lines, as the show page's table reads them (decision 0022): each line is an
// amount in the statement's currency, and some used a figure, a rate or share (per mille) or a count.

export interface StatementRow {
  key: string;
  /** The line's amount; none for a line that is only a figure (the active members, the tier's rate). */
  amount?: string;
  figure?: { kind: 'permille' | 'count'; value: number };
  /** A subtotal or the total: shown stronger. */
  total: boolean;
}

const FIGURE_ONLY = new Set(['active_members', 'rate']);
const COUNTS = new Set(['active_members']);
const TOTALS = new Set(['net_result', 'base', 'commission']);

const isLine = (line: unknown): line is AgentStatementLine =>
  typeof line === 'object' && line !== null && typeof (line as AgentStatementLine).key === 'string';

/** The table's rows in the server's order; anything that is not a line is left out. */
export function statementRows(lines: unknown): StatementRow[] {
  return (Array.isArray(lines) ? lines : []).filter(isLine).map((line) => ({
    key: line.key,
    ...(FIGURE_ONLY.has(line.key) ? {} : { amount: line.amount }),
    ...(typeof line.detail === 'number'
      ? { figure: { kind: COUNTS.has(line.key) ? 'count' : 'permille', value: line.detail } as const }
      : {}),
    total: TOTALS.has(line.key),
  }));
}
