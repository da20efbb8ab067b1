import type { Emblem } from './emblem.js';
import { encodePng } from './png.js';

/**
 * `any`: the emblem alone on a transparent square, as it appears in the logo. `maskable`: the emblem on
 * the site's background colour, inside the central 80 % that every launcher mask keeps (it is also the
 * apple-touch-icon, which iOS would otherwise put on black).
 */
export type IconPurpose = 'any' | 'maskable';

/** How much of the icon's width the emblem's circle takes. */
const CIRCLE_SHARE: Record<IconPurpose, number> = { any: 0.92, maskable: 0.62 };
const SUBSAMPLES = 4;

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

function insidePolygon(x: number, y: number, polygon: readonly [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as [number, number];
    const [xj, yj] = polygon[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The emblem drawn into a `size` × `size` PNG, antialiased by 4 × 4 subsampling. */
export function emblemPng(emblem: Emblem, size: number, purpose: IconPurpose, background: string): Buffer {
  const radius = (size * CIRCLE_SHARE[purpose]) / 2;
  const scale = radius / emblem.r;
  // Icon pixel → logo coordinates, with the circle's centre at the icon's centre.
  const toLogo = (v: number, centre: number) => (v - size / 2) / scale + centre;
  const [from, to, mark, back] = [rgb(emblem.from), rgb(emblem.to), rgb(emblem.markColour), rgb(background)];
  const r2 = emblem.r ** 2;
  /** 0 outside the circle, 1 on the circle, 2 on the mark. */
  const region = (x: number, y: number) => {
    if ((x - emblem.cx) ** 2 + (y - emblem.cy) ** 2 > r2) return 0;
    return emblem.mark.length > 0 && insidePolygon(x, y, emblem.mark) ? 2 : 1;
  };
  // Regions at the pixel corners: a pixel whose four corners agree is one colour (sampled once); only
  // pixels on an edge are subsampled. Keeps a 512 px icon to a few milliseconds.
  const corners = new Uint8Array((size + 1) * (size + 1));
  for (let y = 0; y <= size; y++) {
    for (let x = 0; x <= size; x++) corners[y * (size + 1) + x] = region(toLogo(x, emblem.cx), toLogo(y, emblem.cy));
  }
  const pixels = new Uint8Array(size * size * 4);
  const sum = [0, 0, 0];
  const add = (x: number, y: number, kind: number): number => {
    if (kind === 0) {
      if (purpose === 'any') return 0;
      for (let i = 0; i < 3; i++) sum[i] = (sum[i] as number) + (back[i] as number);
      return 1;
    }
    // objectBoundingBox gradient from the top-left to the bottom-right of the circle.
    const t = Math.min(1, Math.max(0, (x - emblem.cx + y - emblem.cy + 2 * emblem.r) / (4 * emblem.r)));
    const onMark = kind === 2 ? emblem.markOpacity : 0;
    for (let i = 0; i < 3; i++) {
      const base = (from[i] as number) + ((to[i] as number) - (from[i] as number)) * t;
      sum[i] = (sum[i] as number) + base + ((mark[i] as number) - base) * onMark;
    }
    return 1;
  };
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      sum[0] = sum[1] = sum[2] = 0;
      const c = py * (size + 1) + px;
      const kind = corners[c] as number;
      const uniform = kind === corners[c + 1] && kind === corners[c + size + 1] && kind === corners[c + size + 2];
      let covered = 0;
      let samples = 1;
      if (uniform) {
        const x = toLogo(px + 0.5, emblem.cx);
        const y = toLogo(py + 0.5, emblem.cy);
        covered = add(x, y, kind);
      } else {
        samples = SUBSAMPLES * SUBSAMPLES;
        for (let sy = 0; sy < SUBSAMPLES; sy++) {
          const y = toLogo(py + (sy + 0.5) / SUBSAMPLES, emblem.cy);
          for (let sx = 0; sx < SUBSAMPLES; sx++) {
            const x = toLogo(px + (sx + 0.5) / SUBSAMPLES, emblem.cx);
            covered += add(x, y, region(x, y));
          }
        }
      }
      if (covered === 0) continue;
      const o = (py * size + px) * 4;
      for (let i = 0; i < 3; i++) pixels[o + i] = Math.round((sum[i] as number) / covered);
      pixels[o + 3] = Math.round((255 * covered) / samples);
    }
  }
  return encodePng(pixels, size, size);
}

/** The same drawing as a scalable SVG (the manifest's `any`-size icon). */
export function emblemSvg(emblem: Emblem, purpose: IconPurpose, background: string): string {
  const side = (2 * emblem.r) / CIRCLE_SHARE[purpose];
  const x0 = emblem.cx - side / 2;
  const y0 = emblem.cy - side / 2;
  const f = (n: number) => Number(n.toFixed(3));
  const mark =
    emblem.mark.length > 0
      ? `<polygon points="${emblem.mark.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${emblem.markColour}" opacity="${emblem.markOpacity}"/>`
      : '';
  const backdrop =
    purpose === 'maskable'
      ? `<rect x="${f(x0)}" y="${f(y0)}" width="${f(side)}" height="${f(side)}" fill="${background}"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f(x0)} ${f(y0)} ${f(side)} ${f(side)}" width="512" height="512">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${emblem.from}"/>` +
    `<stop offset="1" stop-color="${emblem.to}"/></linearGradient></defs>${backdrop}` +
    `<circle cx="${emblem.cx}" cy="${emblem.cy}" r="${emblem.r}" fill="url(#g)"/>${mark}</svg>`
  );
}
