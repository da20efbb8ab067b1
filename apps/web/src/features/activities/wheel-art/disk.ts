import type { WheelPalette } from './palettes';
import { blur, linear, n, polar, radial, svgDoc } from './svg';

const SIZE = 400;
const C = SIZE / 2;
const R = 198;
const HUB = 44;

/** Which fill a segment takes: A and B alternate; an odd count ends on C so no two neighbours match. */
export function segmentFill(index: number, count: number): 'A' | 'B' | 'C' {
  if (count > 1 && count % 2 === 1 && index === count - 1) return 'C';
  return index % 2 === 0 ? 'A' : 'B';
}

/** The wedge of segment `index`: it starts `index` segments clockwise from 12 o'clock (lib/wheel.ts). */
function wedge(index: number, count: number): string {
  const seg = 360 / count;
  const [x0, y0] = polar(C, C, R, index * seg);
  const [x1, y1] = polar(C, C, R, (index + 1) * seg);
  return `M${C} ${C}L${n(x0)} ${n(y0)}A${R} ${R} 0 ${seg > 180 ? 1 : 0} 1 ${n(x1)} ${n(y1)}Z`;
}

function segments(count: number): string[] {
  if (count === 1) return [`<circle class="segment" cx="${C}" cy="${C}" r="${R}" fill="url(#seg-A)"/>`];
  return Array.from(
    { length: count },
    (_, i) => `<path class="segment" d="${wedge(i, count)}" fill="url(#seg-${segmentFill(i, count)})"/>`,
  );
}

/** Metal dividers on the borders between segments, each ending in a stud near the rim. */
function dividers(count: number): string[] {
  if (count === 1) return [];
  return Array.from({ length: count }, (_, i) => {
    const deg = (360 / count) * i;
    const [xi, yi] = polar(C, C, HUB, deg);
    const [xo, yo] = polar(C, C, R, deg);
    const [sx, sy] = polar(C, C, R - 12, deg);
    return [
      `<line x1="${n(xi)}" y1="${n(yi)}" x2="${n(xo)}" y2="${n(yo)}" stroke="#000" stroke-opacity="0.45" stroke-width="6"/>`,
      `<line x1="${n(xi)}" y1="${n(yi)}" x2="${n(xo)}" y2="${n(yo)}" stroke="url(#metal)" stroke-width="3.5"/>`,
      `<circle cx="${n(sx)}" cy="${n(sy)}" r="6" fill="url(#stud)" stroke="#000" stroke-opacity="0.35"/>`,
    ].join('');
  });
}

/** The hub: metal boss, enamel ring and a gem, lit from the upper left. */
function hub(): string[] {
  return [
    `<circle cx="${C}" cy="${C + 4}" r="${HUB + 2}" fill="#000" opacity="0.45" filter="url(#soft)"/>`,
    `<circle cx="${C}" cy="${C}" r="${HUB}" fill="url(#boss)"/>`,
    `<circle cx="${C}" cy="${C}" r="33" fill="url(#enamel)" stroke="url(#metal)" stroke-width="2"/>`,
    `<circle cx="${C}" cy="${C}" r="17" fill="url(#gem)" stroke="url(#metal)" stroke-width="3"/>`,
    `<ellipse cx="${C - 5}" cy="${C - 7}" rx="6" ry="4" fill="#fff" opacity="0.7"/>`,
  ];
}

/** The turning disk for `count` prizes (1…MAX_WHEEL_PRIZES); labels are drawn as text by the page. */
export function diskSvg(p: WheelPalette, count: number): string {
  const shade = (id: string, [dark, mid, light]: readonly [string, string, string]) =>
    radial(
      id,
      [
        [0, dark],
        [0.3, mid],
        [0.78, mid],
        [0.93, light],
        [1, dark],
      ],
      { cx: C, cy: C, r: R },
    );
  const [mDark, mMid, mLight] = p.metal;
  const defs = [
    shade('seg-A', p.segmentA),
    shade('seg-B', p.segmentB),
    shade('seg-C', p.segmentC),
    linear('metal', [
      [0, mLight],
      [0.45, mMid],
      [1, mDark],
    ]),
    radial('stud', [
      [0, mLight],
      [0.6, mMid],
      [1, mDark],
    ]),
    radial(
      'boss',
      [
        [0, mLight],
        [0.55, mMid],
        [1, mDark],
      ],
      { cx: C - 14, cy: C - 16, r: HUB * 1.6 },
    ),
    radial('enamel', [
      [0, p.enamel[2]],
      [1, p.enamel[0]],
    ]),
    radial('gem', [
      [0, p.gem[2]],
      [0.5, p.gem[1]],
      [1, p.gem[0]],
    ]),
    blur('soft', 4),
  ];
  return svgDoc(SIZE, SIZE, defs, [
    `<circle cx="${C}" cy="${C}" r="${R + 1}" fill="${p.enamel[0]}"/>`,
    ...segments(count),
    `<circle cx="${C}" cy="${C}" r="${R - 30}" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="1.5"/>`,
    `<circle cx="${C}" cy="${C}" r="${R - 5}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="10" filter="url(#soft)"/>`,
    ...dividers(count),
    ...hub(),
  ]);
}
