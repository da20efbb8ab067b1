import { describe, expect, it } from 'vitest';
import { statementRows } from './statement-lines';

describe('a commission statement’s lines', () => {
  it('keeps the server’s order, shows figures beside amounts, and figure-only lines without an amount', () => {
    const rows = statementRows([
      { key: 'ggr', amount: '1000.00' },
      { key: 'bonus_deduction', amount: '-50.00', detail: 500 },
      { key: 'net_result', amount: '950.00' },
      { key: 'active_members', amount: '0', detail: 7 },
      { key: 'rate', amount: '0', detail: 250 },
      { key: 'commission', amount: '237.50' },
    ]);
    expect(rows).toEqual([
      { key: 'ggr', amount: '1000.00', total: false },
      { key: 'bonus_deduction', amount: '-50.00', figure: { kind: 'permille', value: 500 }, total: false },
      { key: 'net_result', amount: '950.00', total: true },
      { key: 'active_members', figure: { kind: 'count', value: 7 }, total: false },
      { key: 'rate', figure: { kind: 'permille', value: 250 }, total: false },
      { key: 'commission', amount: '237.50', total: true },
    ]);
  });

  it('reads nothing into what is not a list of lines', () => {
    expect(statementRows(undefined)).toEqual([]);
    expect(statementRows([null, 3, { amount: '1' }])).toEqual([]);
  });
});
