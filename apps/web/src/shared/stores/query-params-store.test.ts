import { describe, expect, it } from 'vitest';
import { captureQueryParams, pagePartsFor, useQueryParams } from './query-params-store';

describe('boot query parameters', () => {
  it('keeps only the accepted parameters', () => {
    captureQueryParams('?tk=abc&member_id=7&utm_source=x&footer=0');
    expect(useQueryParams.getState().params).toEqual({ tk: 'abc', member_id: '7', footer: '0' });
  });

  it('shows only one part for appPage, and hides parts for header/footer=0', () => {
    expect(pagePartsFor({ appPage: 'content' })).toEqual({
      header: false,
      content: true,
      footer: false,
      overlays: false,
    });
    expect(pagePartsFor({ header: '0' })).toEqual({ header: false, content: true, footer: true, overlays: true });
    expect(pagePartsFor({ appPage: 'bogus' })).toEqual({ header: true, content: true, footer: true, overlays: true });
  });

  it('keeps the float bar and pop-up away from a single embedded part', () => {
    for (const appPage of ['header', 'content', 'footer']) expect(pagePartsFor({ appPage }).overlays).toBe(false);
  });
});
