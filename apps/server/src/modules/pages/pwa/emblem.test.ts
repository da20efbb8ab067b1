import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../../config.js';
import { pathPolygon, readEmblem } from './emblem.js';
import { emblemPng, emblemSvg } from './icons.js';

describe('site logo emblem', () => {
  it('reads straight-edged paths, absolute and relative', () => {
    expect(pathPolygon('M0 0 l10 0 0 10z')).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
    expect(pathPolygon('M1 1 L5 1 V5 H1 Z')).toEqual([
      [1, 1],
      [5, 1],
      [5, 5],
      [1, 5],
    ]);
    expect(pathPolygon('M0 0 C1 1 2 2 3 3')).toBeNull();
  });

  it.each(['suncity.svg', 'suncity-mobile.svg', 'apsport.svg', 'apsport-mobile.svg'])(
    'finds the mark of %s',
    (file) => {
      const emblem = readEmblem(readFileSync(join(SERVER_ROOT, 'static/logos', file), 'utf8'));
      expect(emblem).not.toBeNull();
      expect(emblem!.r).toBeGreaterThan(0);
      expect(emblem!.mark.length).toBe(10); // the five-pointed star
      const png = emblemPng(emblem!, 48, 'maskable', '#000000');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(emblemSvg(emblem!, 'any', '#000000')).toContain('<polygon');
    },
  );

  it('has no emblem without a circle', () => {
    expect(readEmblem('<svg><rect width="1" height="1"/></svg>')).toBeNull();
  });
});
