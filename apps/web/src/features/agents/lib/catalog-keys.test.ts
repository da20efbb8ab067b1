import * as contract from '@playdeck/contract';
import { AGENT_PERIODS, DOWNLINE_KINDS, STATEMENT_STATUSES } from '@playdeck/contract';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AGENT_MESSAGES } from './agent-errors';
import * as local from './contract-values';
import { STATEMENT_LINE_KEYS } from './statement-lines';

const here = dirname(fileURLToPath(import.meta.url));
const english = JSON.parse(readFileSync(join(here, '../../../locales/en_US/agents.json'), 'utf8')) as Record<
  string,
  string
>;

/** The keys the agent pages build from contract names and codes (the catalogs test reads only literals). */
describe('agents catalog', () => {
  it('has every key built from a contract name', () => {
    const built = [
      ...AGENT_PERIODS.flatMap((period) => [`agents.period.${period}`, `agents.period_every.${period}`]),
      ...DOWNLINE_KINDS.map((kind) => `agents.kind.${kind}_plural`),
      ...STATEMENT_STATUSES.flatMap((status) => [
        `agents.statement.${status}`,
        `agents.settlement.status_text.${status}`,
      ]),
      ...['active', 'disabled', 'frozen'].map((status) => `agents.status.${status}`),
      ...STATEMENT_LINE_KEYS.map((key) => `agents.line.${key}`),
      ...['missing', 'order', 'too_long'].map((problem) => `agents.report.range_${problem}`),
      ...['empty', 'format', 'below_minimum', 'above_maximum', 'daily_limit', 'insufficient'].map(
        (problem) => `agents.transfer.problem.${problem}`,
      ),
      ...Object.values(AGENT_MESSAGES).map((message) => message.key),
    ];
    expect(built.filter((key) => !(key in english))).toEqual([]);
  });
});

describe('contract values spelled for the pages', () => {
  it("are the contract's, in its order", () => {
    expect(local.AGENT_PERIODS).toEqual([...contract.AGENT_PERIODS]);
    expect(local.DOWNLINE_KIND_LIST).toEqual([...contract.DOWNLINE_KINDS]);
    expect(local.AGENT_LINKS_MAX).toBe(contract.AGENT_LINKS_MAX);
    expect(Object.keys(AGENT_MESSAGES).map(Number).sort()).toEqual(Object.values(contract.AGENT_CODES).sort());
  });
});
