/**
 * The round mark at the left of a site logo (/static/logos/*.svg: a gradient circle with a star drawn
 * by a path of straight segments), read out of the SVG so the app icons are drawn from the logo itself.
 */
export interface Emblem {
  /** The circle in the logo's own coordinates. */
  cx: number;
  cy: number;
  r: number;
  /** Gradient colours of the circle, top-left to bottom-right. */
  from: string;
  to: string;
  /** The star (or any straight-edged mark), as a polygon in the logo's coordinates. */
  mark: [number, number][];
  markColour: string;
  markOpacity: number;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const num = (tag: string, name: string) => Number(attr(tag, name));
const isColour = (value: string | undefined): value is string => !!value && /^#[0-9a-f]{6}$/i.test(value);

/** Straight-segment path data (M/L/l/H/h/V/v/z) as a polygon, or null for anything with curves. */
export function pathPolygon(d: string): [number, number][] | null {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  let command = '';
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i] as string;
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      i += 1;
      if (command === 'z' || command === 'Z') continue;
      if (!'MmLlHhVv'.includes(command)) return null;
      continue;
    }
    const a = Number(token);
    if (command === 'H' || command === 'h') {
      x = command === 'H' ? a : x + a;
      i += 1;
    } else if (command === 'V' || command === 'v') {
      y = command === 'V' ? a : y + a;
      i += 1;
    } else {
      const b = Number(tokens[i + 1]);
      const relative = command === command.toLowerCase() && points.length > 0;
      x = relative ? x + a : a;
      y = relative ? y + b : b;
      i += 2;
      // After a moveto, further pairs are linetos of the same kind.
      if (command === 'M') command = 'L';
      if (command === 'm') command = 'l';
    }
    points.push([x, y]);
  }
  return points.length >= 3 ? points : null;
}

/** The logo's emblem, or null when the SVG has no circle to take it from. */
export function readEmblem(svg: string): Emblem | null {
  const circle = /<circle\b[^>]*>/.exec(svg)?.[0];
  if (!circle) return null;
  const stops = [...svg.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1]);
  const fill = attr(circle, 'fill');
  const solid = isColour(fill) ? fill : undefined;
  const from = solid ?? stops.find(isColour);
  const to = solid ?? stops.filter(isColour).at(-1);
  if (!from || !to) return null;
  const path = /<path\b[^>]*>/.exec(svg)?.[0];
  const mark = path ? pathPolygon(attr(path, 'd') ?? '') : null;
  const markFill = path && attr(path, 'fill');
  return {
    cx: num(circle, 'cx'),
    cy: num(circle, 'cy'),
    r: num(circle, 'r'),
    from,
    to,
    mark: mark ?? [],
    markColour: isColour(markFill) ? markFill : '#ffffff',
    markOpacity: Number(path && attr(path, 'opacity')) || 1,
  };
}
