import { describe, expect, it } from 'vitest';
import { rawBody } from './raw-body';

describe('a callback body for reading', () => {
  it('indents JSON and leaves anything else exactly as it came', () => {
    expect(rawBody('{"kind":"deposit","amount":"10.00"}')).toBe('{\n  "kind": "deposit",\n  "amount": "10.00"\n}');
    expect(rawBody('amount=10&sig=x')).toBe('amount=10&sig=x');
    expect(rawBody('"just a string"')).toBe('"just a string"');
    expect(rawBody('{"broken":')).toBe('{"broken":');
    expect(rawBody(undefined)).toBe('');
  });
});
