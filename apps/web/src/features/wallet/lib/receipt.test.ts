import { RECEIPT_MAX_CHARS as CONTRACT_MAX } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES, RECEIPT_MAX_CHARS, RECEIPT_MAX_KB, dataUrlProblem, receiptProblem } from './receipt';

describe('receipt picture', () => {
  it('has the contract limit', () => {
    expect(RECEIPT_MAX_CHARS).toBe(CONTRACT_MAX);
    expect(RECEIPT_MAX_KB).toBe(179);
  });

  it('refuses other file types', () => {
    expect(receiptProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(receiptProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) expect(receiptProblem({ type, size: 10 })).toBeNull();
  });

  it('refuses a file whose data URL would pass the contract limit', () => {
    expect(receiptProblem({ type: 'image/png', size: RECEIPT_MAX_BYTES })).toBeNull();
    expect(receiptProblem({ type: 'image/png', size: RECEIPT_MAX_BYTES + 1 })).toBe('size');
    expect(receiptProblem({ type: 'image/jpeg', size: 500_000 })).toBe('size');
    // The largest accepted file still fits once encoded, with the longest prefix.
    const encoded = 'data:image/jpeg;base64,'.length + Math.ceil(RECEIPT_MAX_BYTES / 3) * 4;
    expect(encoded).toBeLessThanOrEqual(RECEIPT_MAX_CHARS);
  });

  it('checks the read data URL as the contract does', () => {
    expect(dataUrlProblem('data:image/png;base64,iVBORw0KGgo=')).toBeNull();
    expect(dataUrlProblem('data:image/gif;base64,R0lGOD')).toBe('type');
    expect(dataUrlProblem('data:image/png;base64,')).toBe('type');
    expect(dataUrlProblem(`data:image/png;base64,${'A'.repeat(RECEIPT_MAX_CHARS)}`)).toBe('size');
  });
});
