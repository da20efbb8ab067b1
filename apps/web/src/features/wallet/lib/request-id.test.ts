import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id';

describe('request id', () => {
  it('is what the contract accepts, and new every time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[\w-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });
});
