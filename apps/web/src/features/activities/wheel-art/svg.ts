/** Small builders for the generated SVG: fixed precision so the output is the same on every machine. */

/** A number with at most two decimals and no trailing zeros. */
export const n = (value: number): string => String(Math.round(value * 100) / 100);

/** A point at `deg` clockwise from 12 o'clock, `r` from the centre. */
export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const rad = (deg * Math.PI) / 180;
  return [cx + r * Math.sin(rad), cy - r * Math.cos(rad)];
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

const stops = (list: readonly Stop[]) =>
  list
    .map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a)}"`}/>`)
    .join('');

/** A vertical (or given-direction) linear gradient. */
export const linear = (id: string, list: readonly Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

/** A radial gradient; in user space when `user` gives its centre and radius. */
export function radial(id: string, list: readonly Stop[], user?: { cx: number; cy: number; r: number }): string {
  const where = user ? ` gradientUnits="userSpaceOnUse" cx="${n(user.cx)}" cy="${n(user.cy)}" r="${n(user.r)}"` : '';
  return `<radialGradient id="${id}"${where}>${stops(list)}</radialGradient>`;
}

/** A soft blur filter (halos, shadows). */
export const blur = (id: string, deviation: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`;

/** A whole document. `slice` makes a backdrop cover any box; `stretch` lets a panel take any size. */
export function svgDoc(
  width: number,
  height: number,
  defs: string[],
  body: string[],
  fit: 'meet' | 'slice' | 'stretch' = 'meet',
): string {
  const aspect = { meet: '', slice: ' preserveAspectRatio="xMidYMid slice"', stretch: ' preserveAspectRatio="none"' }[
    fit
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${aspect}>`,
    `<defs>${defs.join('')}</defs>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x: number, y: number, size: number, colour: string, opacity: number): string {
  const s = size;
  const w = size / 4;
  const d = `M${n(x)} ${n(y - s)}Q${n(x + w)} ${n(y - w)} ${n(x + s)} ${n(y)}Q${n(x + w)} ${n(y + w)} ${n(x)} ${n(y + s)}Q${n(x - w)} ${n(y + w)} ${n(x - s)} ${n(y)}Q${n(x - w)} ${n(y - w)} ${n(x)} ${n(y - s)}Z`;
  return `<path d="${d}" fill="${colour}" opacity="${n(opacity)}"/>`;
}

/** Reproducible pseudo-random numbers in [0, 1) (sparkle positions), the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
