import { describe, expect, it } from 'vitest';
import { jackpotCells } from './jackpot-cells';

const render = (int: string) =>
  jackpotCells(int)
    .map((c) => `${c.separated ? ',' : ''}${c.pad ? `(${c.digit})` : c.digit}`)
    .join('');

describe('jackpot counter cells', () => {
  it('pads with digits and groups only the amount itself', () => {
    expect(render('0011797550')).toBe('(0)(0)11,797,550');
    expect(render('1234567890')).toBe('1,234,567,890');
    expect(render('0000000999')).toBe('(0)(0)(0)(0)(0)(0)(0)999');
    expect(render('0000001000')).toBe('(0)(0)(0)(0)(0)(0)1,000');
  });

  it('keeps the last zero of an empty jackpot as the amount', () => {
    expect(render('0000000000')).toBe('(0)(0)(0)(0)(0)(0)(0)(0)(0)0');
  });
});
