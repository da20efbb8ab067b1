import { describe, expect, it } from 'vitest';
import { STATEMENT_LINE_KEYS, lineView } from './statement-lines';

describe('lineView', () => {
  it('labels every known line by its message key', () => {
    for (const key of STATEMENT_LINE_KEYS) {
      expect(lineView({ key, amount: '0', detail: 0 }, 'USD').label).toEqual({ key: `agents.line.${key}` });
    }
  });

  it('shows an unknown line by its own key, with its amount and raw detail', () => {
    expect(lineView({ key: 'jackpot_levy', amount: '-12.5', detail: 7 }, 'USD')).toEqual({
      label: { text: 'jackpot_levy' },
      value: '\u2212$\u00a012.50',
      note: '7',
      total: false,
    });
  });

  it('writes amounts in the currency, a share with its rate', () => {
    expect(lineView({ key: 'ggr', amount: '1234.5' }, 'USD').value).toBe('$\u00a01,234.50');
    expect(lineView({ key: 'bonus_deduction', amount: '-20.00', detail: 125 }, 'USD')).toMatchObject({
      value: '\u2212$\u00a020.00',
      note: '12.5%',
    });
  });

  it('shows the active members as a count and the rate as a percentage', () => {
    expect(lineView({ key: 'active_members', amount: '0', detail: 12 }, 'USD').value).toBe('12');
    expect(lineView({ key: 'rate', amount: '0', detail: 250 }, 'USD').value).toBe('25%');
  });

  it('marks the subtotals and the commission', () => {
    expect(lineView({ key: 'commission', amount: '10' }, 'VND')).toMatchObject({ total: true, value: '₫\u00a010' });
    expect(lineView({ key: 'fees', amount: '1' }, 'USD').total).toBe(false);
  });
});
