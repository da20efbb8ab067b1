import type { WheelPalette } from './palettes';
import { blur, linear, n, polar, radial, seeded, sparkle, svgDoc } from './svg';

const BULBS = 24;

/** Polished metal: bright and dark bands across the diagonal, like light on a curved rim. */
const shine = (id: string, [dark, mid, light]: readonly [string, string, string]) =>
  linear(
    id,
    [
      [0, light],
      [0.22, mid],
      [0.48, dark],
      [0.7, mid],
      [0.86, light],
      [1, mid],
    ],
    [0, 0, 1, 1],
  );

/** The static rim over the disk's edge: metal lips, an enamel band with bulbs, a gloss over the disk. */
export function frameSvg(p: WheelPalette): string {
  const defs = [
    shine('rim', p.metal),
    radial('bulb', [
      [0, '#ffffff'],
      [0.45, p.bulb],
      [1, p.metal[0]],
    ]),
    radial('bulb-alt', [
      [0, '#ffffff'],
      [0.45, p.bulbAlt],
      [1, p.metal[0]],
    ]),
    linear('gloss', [
      [0, '#ffffff', 0.16],
      [1, '#ffffff', 0],
    ]),
    blur('halo', 3),
    blur('shadow', 5),
  ];
  const bulbs = Array.from({ length: BULBS }, (_, i) => {
    const [x, y] = polar(200, 200, 184, (360 / BULBS) * i + 360 / BULBS / 2);
    return [
      `<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="${p.glow}" opacity="0.6" filter="url(#halo)"/>`,
      `<circle cx="${n(x)}" cy="${n(y)}" r="5.5" fill="url(#${i % 2 ? 'bulb-alt' : 'bulb'})"/>`,
      `<circle cx="${n(x - 1.6)}" cy="${n(y - 1.8)}" r="1.6" fill="#fff" opacity="0.9"/>`,
    ].join('');
  });
  return svgDoc(400, 400, defs, [
    `<circle cx="200" cy="200" r="166" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="8" filter="url(#shadow)"/>`,
    `<circle cx="200" cy="200" r="184" fill="none" stroke="url(#rim)" stroke-width="32"/>`,
    `<circle cx="200" cy="200" r="184" fill="none" stroke="${p.enamel[1]}" stroke-width="16"/>`,
    `<circle cx="200" cy="200" r="184" fill="none" stroke="${p.enamel[2]}" stroke-opacity="0.6" stroke-width="1"/>`,
    `<circle cx="200" cy="200" r="168.5" fill="none" stroke="${p.metal[2]}" stroke-opacity="0.8" stroke-width="1.2"/>`,
    `<circle cx="200" cy="200" r="199" fill="none" stroke="${p.metal[0]}" stroke-width="1.5"/>`,
    ...bulbs,
    `<ellipse cx="200" cy="118" rx="138" ry="78" fill="url(#gloss)"/>`,
  ]);
}

/** The pointer at 12 o'clock: a metal pin with a gem, its tip pointing down into the disk. */
export function arrowSvg(p: WheelPalette): string {
  const pin = 'M40 98L17 47A26 26 0 1 1 63 47Z';
  const defs = [
    linear(
      'pin',
      [
        [0, p.metal[0]],
        [0.3, p.metal[2]],
        [0.55, p.metal[1]],
        [1, p.metal[0]],
      ],
      [0, 0, 1, 0],
    ),
    radial('gem', [
      [0, p.gem[2]],
      [0.55, p.gem[1]],
      [1, p.gem[0]],
    ]),
    blur('shadow', 3),
  ];
  return svgDoc(80, 104, defs, [
    `<path d="${pin}" transform="translate(0 4)" fill="#000" opacity="0.5" filter="url(#shadow)"/>`,
    `<path d="${pin}" fill="url(#pin)" stroke="${p.metal[0]}" stroke-width="2"/>`,
    `<path d="M40 88L22 47A20 20 0 1 1 58 47Z" fill="none" stroke="${p.metal[2]}" stroke-opacity="0.55" stroke-width="1.5"/>`,
    `<circle cx="40" cy="36" r="13" fill="url(#gem)" stroke="${p.metal[0]}" stroke-width="1.5"/>`,
    `<ellipse cx="36" cy="31" rx="4.5" ry="3" fill="#fff" opacity="0.8"/>`,
  ]);
}

/** A glossy pill in a metal rim: the spin button and, smaller, the alert's OK button. */
export function pillSvg(p: WheelPalette, width: number, height: number): string {
  const r = height / 2;
  const defs = [
    shine('rim', p.metal),
    linear('body', [
      [0, p.button[2]],
      [0.5, p.button[1]],
      [1, p.button[0]],
    ]),
    linear('gloss', [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0.05],
    ]),
    blur('shadow', 3),
  ];
  const inner = `x="6" y="6" width="${width - 12}" height="${height - 12}" rx="${r - 6}"`;
  return svgDoc(width, height + 6, defs, [
    `<rect x="3" y="6" width="${width - 6}" height="${height - 2}" rx="${r}" fill="#000" opacity="0.45" filter="url(#shadow)"/>`,
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="${r - 1}" fill="url(#rim)"/>`,
    `<rect ${inner} fill="url(#body)"/>`,
    `<rect x="14" y="9" width="${width - 28}" height="${n(height * 0.38)}" rx="${n(height * 0.19)}" fill="url(#gloss)"/>`,
    `<rect ${inner} fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>`,
    sparkle(width - 30, 14, 7, '#ffffff', 0.9),
  ]);
}

/** The dialog's backdrop behind the wheel: a lit centre, soft rays, bokeh and sparkles, dark corners. */
export function backgroundSvg(p: WheelPalette, seed: number): string {
  const [w, h] = [720, 720];
  const defs = [
    radial(
      'base',
      [
        [0, p.backdrop[2]],
        [0.45, p.backdrop[1]],
        [1, p.backdrop[0]],
      ],
      { cx: w / 2, cy: h * 0.42, r: w * 0.7 },
    ),
    radial(
      'rays',
      [
        [0, p.rays, 0.3],
        [1, p.rays, 0],
      ],
      { cx: w / 2, cy: h * 0.42, r: w * 0.62 },
    ),
    blur('bokeh', 10),
  ];
  const rays = Array.from({ length: 18 }, (_, i) => {
    const [x0, y0] = polar(w / 2, h * 0.42, w, i * 20 - 4);
    const [x1, y1] = polar(w / 2, h * 0.42, w, i * 20 + 4);
    return `<path d="M${w / 2} ${n(h * 0.42)}L${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}Z" fill="url(#rays)"/>`;
  });
  const random = seeded(seed);
  const bokeh = Array.from({ length: 10 }, () => {
    const [x, y, r] = [random() * w, random() * h, 14 + random() * 26];
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${p.glow}" opacity="${n(0.08 + random() * 0.12)}" filter="url(#bokeh)"/>`;
  });
  const sparkles = Array.from({ length: 26 }, () =>
    sparkle(random() * w, random() * h, 3 + random() * 7, p.rays, 0.35 + random() * 0.5),
  );
  return svgDoc(
    w,
    h,
    defs,
    [`<rect width="${w}" height="${h}" fill="url(#base)"/>`, ...rays, ...bokeh, ...sparkles],
    'slice',
  );
}
