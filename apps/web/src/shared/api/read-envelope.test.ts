import { describe, expect, it } from 'vitest';
import { readEnvelope } from './read-envelope';

describe('readEnvelope', () => {
  it('reads the code, message, data shape', () => {
    expect(readEnvelope({ code: 100, message: 'ok', data: { a: 1 } })).toEqual({
      code: 100,
      message: 'ok',
      data: { a: 1 },
    });
  });

  it('reads the header (status, desc) and body shape as the same envelope', () => {
    expect(readEnvelope({ header: { status: 1000, desc: 'done' }, body: { list: [] } })).toEqual({
      code: 1000,
      message: 'done',
      data: { list: [] },
    });
    expect(readEnvelope({ header: { status: '101', desc: 'nope' }, body: null })?.code).toBe(101);
  });

  it('gives null for anything else, so the client reports a network failure', () => {
    for (const reply of [null, 'text', [], {}, { header: { desc: 'x' } }, { header: { status: 'abc' } }]) {
      expect(readEnvelope(reply)).toBeNull();
    }
  });
});
