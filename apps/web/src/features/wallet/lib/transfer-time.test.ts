import { describe, expect, it } from 'vitest';
import { localDateTimeValue, transferTimeIso } from './transfer-time';

describe('transfer time', () => {
  const now = new Date(2026, 4, 1, 14, 0).getTime();

  it('turns the local datetime-local value into an ISO time', () => {
    expect(transferTimeIso('2026-05-01T13:45', now)).toBe(new Date(2026, 4, 1, 13, 45).toISOString());
  });

  it('refuses empty, malformed and future times (ten minutes of clock drift allowed)', () => {
    expect(transferTimeIso('', now)).toBeUndefined();
    expect(transferTimeIso('yesterday', now)).toBeUndefined();
    expect(transferTimeIso('2026-05-01T14:09', now)).toBeDefined();
    expect(transferTimeIso('2026-05-01T14:11', now)).toBeUndefined();
  });

  it('writes a date as a datetime-local value', () => {
    expect(localDateTimeValue(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
  });
});
