import { MAX_WHEEL_PRIZES } from '@playdeck/contract/admin';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ART_PARTS, DISK_COUNTS, artFiles, diskFile } from './art-files';
import { prizeAngle } from '../lib/wheel';
import { segmentFill } from './disk';
import { WHEEL_LOOKS } from './palettes';

const committed = (look: string) => new URL(`./${look}/`, import.meta.url);
const segmentsOf = (svg: string) => svg.match(/class="segment"/g)?.length ?? 0;

describe('the roulette image sets', () => {
  it.each(WHEEL_LOOKS)('%s: the committed files are what the generator makes now (write-art.ts)', (look) => {
    const files = artFiles(look);
    expect(readdirSync(committed(look)).sort()).toEqual(Object.keys(files).sort());
    for (const [name, svg] of Object.entries(files)) {
      expect(readFileSync(new URL(name, committed(look)), 'utf8'), `${look}/${name}`).toBe(svg);
    }
  });

  it.each(WHEEL_LOOKS)('%s: has every part and a disk for each prize count 1…12', (look) => {
    expect(DISK_COUNTS).toEqual(Array.from({ length: MAX_WHEEL_PRIZES }, (_, i) => i + 1));
    const names = Object.keys(artFiles(look));
    for (const part of ART_PARTS) expect(names).toContain(`${part}.svg`);
    for (const count of DISK_COUNTS) expect(names).toContain(diskFile(count));
    for (const svg of Object.values(artFiles(look)))
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('draws a disk of N prizes with N segments, the first starting at 12 o’clock', () => {
    for (const count of DISK_COUNTS)
      expect(segmentsOf(artFiles('gold')[diskFile(count)]!), `disk-${count}`).toBe(count);
    // Four prizes: segment 0 runs clockwise from the top (200, 2) to 3 o'clock (398, 200).
    expect(artFiles('blue')[diskFile(4)]).toContain('d="M200 200L200 2A198 198 0 0 1 398 200Z"');
  });

  it('centres segment i where lib/wheel.ts puts prize i (clockwise from the pointer at 12 o’clock)', () => {
    // Clockwise angle from 12 o'clock of a point on the disk (centre 200, 200; y grows downwards).
    const angleOf = (x: number, y: number) => ((Math.atan2(x - 200, 200 - y) * 180) / Math.PI + 360) % 360;
    for (const count of DISK_COUNTS.filter((c) => c > 1)) {
      const wedges = [
        ...artFiles('gold')[diskFile(count)]!.matchAll(
          /d="M200 200L([\d.]+) ([\d.]+)A198 198 0 [01] 1 ([\d.]+) ([\d.]+)Z"/g,
        ),
      ];
      expect(wedges).toHaveLength(count);
      wedges.forEach(([, x0, y0, x1, y1], i) => {
        const start = angleOf(Number(x0), Number(y0));
        const end = angleOf(Number(x1), Number(y1)) || 360;
        expect((start + end) / 2, `${count} prizes, segment ${i}`).toBeCloseTo(prizeAngle(i, count), 0);
      });
    }
  });

  it('never colours two neighbouring segments alike, also across the last and first', () => {
    for (const count of DISK_COUNTS.filter((c) => c > 1)) {
      const fills = Array.from({ length: count }, (_, i) => segmentFill(i, count));
      fills.forEach((fill, i) => expect(fill, `${count} prizes, segment ${i}`).not.toBe(fills[(i + 1) % count]));
    }
  });

  it('gives each look its own colours', () => {
    expect(artFiles('gold')['frame.svg']).not.toBe(artFiles('blue')['frame.svg']);
    expect(artFiles('gold')[diskFile(6)]).not.toBe(artFiles('blue')[diskFile(6)]);
  });
});
