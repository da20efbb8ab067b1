import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso, zoneLabel } from './zoned-time';

describe('publish windows on the site clock', () => {
  it('shows an instant as the wall-clock time of the zone', () => {
    expect(isoToLocalInput('2026-05-01T02:00:00.000Z', 'Asia/Shanghai')).toBe('2026-05-01T10:00');
    expect(isoToLocalInput('2026-05-01T02:00:00.000Z', 'America/Caracas')).toBe('2026-04-30T22:00');
    expect(isoToLocalInput(null, 'UTC')).toBe('');
  });

  it('sends a wall-clock time as ISO with the zone’s offset, the same instant coming back', () => {
    expect(localInputToIso('2026-05-01T10:00', 'Asia/Shanghai')).toBe('2026-05-01T10:00:00+08:00');
    expect(localInputToIso('2026-05-01T10:00', 'America/Caracas')).toBe('2026-05-01T10:00:00-04:00');
    expect(localInputToIso('2026-01-15T10:00', 'Asia/Kolkata')).toBe('2026-01-15T10:00:00+05:30');
    expect(localInputToIso('', 'UTC')).toBeNull();
    const sent = localInputToIso('2026-07-04T18:30', 'Europe/London')!;
    expect(sent).toBe('2026-07-04T18:30:00+01:00');
    expect(isoToLocalInput(new Date(sent).toISOString(), 'Europe/London')).toBe('2026-07-04T18:30');
  });

  it('moves a time that does not exist (spring forward) past the gap', () => {
    expect(localInputToIso('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T02:30:00+01:00');
  });

  it('names the zone and its offset', () => {
    expect(zoneLabel('Asia/Shanghai')).toBe('Asia/Shanghai (UTC+08:00)');
  });
});
