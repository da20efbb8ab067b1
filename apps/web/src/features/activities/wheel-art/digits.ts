import type { WheelPalette } from './palettes';
import { blur, linear, n, svgDoc } from './svg';

/** One sprite cell; the page shows digit d by its position (d / 9 of the strip). */
export const DIGIT_CELL = { width: 40, height: 56 } as const;

/** Seven-segment digits: drawn as shapes, so they look the same without any font. */
const LIT: Record<number, string> = {
  0: 'abcdef',
  1: 'bc',
  2: 'abged',
  3: 'abgcd',
  4: 'fgbc',
  5: 'afgcd',
  6: 'afgedc',
  7: 'abc',
  8: 'abcdefg',
  9: 'abcdfg',
};

const [L, R, T, M, B, THICK, GAP] = [11, 29, 10, 28, 46, 4.5, 1.2];

const across = (y: number, x0: number, x1: number) => {
  const h = THICK / 2;
  return [x0, y, x0 + h, y - h, x1 - h, y - h, x1, y, x1 - h, y + h, x0 + h, y + h];
};
const down = (x: number, y0: number, y1: number) => {
  const h = THICK / 2;
  return [x, y0, x + h, y0 + h, x + h, y1 - h, x, y1, x - h, y1 - h, x - h, y0 + h];
};

const SEGMENTS: Record<string, number[]> = {
  a: across(T, L + GAP, R - GAP),
  g: across(M, L + GAP, R - GAP),
  d: across(B, L + GAP, R - GAP),
  f: down(L, T + GAP, M - GAP),
  b: down(R, T + GAP, M - GAP),
  e: down(L, M + GAP, B - GAP),
  c: down(R, M + GAP, B - GAP),
};

function cell(p: WheelPalette, digit: number): string {
  const x = digit * DIGIT_CELL.width;
  const shape = (name: string, fill: string, extra = '') =>
    `<polygon points="${SEGMENTS[name]!.map(n).join(' ')}" fill="${fill}"${extra}/>`;
  const lit = [...LIT[digit]!];
  return [
    `<g transform="translate(${x} 0)">`,
    `<rect x="2" y="2" width="36" height="52" rx="7" fill="url(#tile)" stroke="url(#edge)" stroke-width="1.5"/>`,
    `<rect x="5" y="4" width="30" height="14" rx="5" fill="#fff" opacity="0.06"/>`,
    ...'abcdefg'.split('').map((s) => shape(s, p.digitOff)),
    ...lit.map((s) => shape(s, p.digitOn, ' filter="url(#glow)" opacity="0.8"')),
    ...lit.map((s) => shape(s, p.digitOn)),
    '</g>',
  ].join('');
}

/** The 0–9 sprite for the draws left, in one strip of ten cells. */
export function digitsSvg(p: WheelPalette): string {
  const defs = [
    linear('tile', [
      [0, p.tile[2]],
      [0.5, p.tile[1]],
      [1, p.tile[0]],
    ]),
    linear('edge', [
      [0, p.metal[2]],
      [1, p.metal[0]],
    ]),
    blur('glow', 1.8),
  ];
  const cells = Array.from({ length: 10 }, (_, d) => cell(p, d));
  return svgDoc(DIGIT_CELL.width * 10, DIGIT_CELL.height, defs, cells);
}
