import type { WheelPalette } from './palettes';
import { blur, linear, radial, seeded, sparkle, svgDoc } from './svg';

/** The prize alert's header: a ribbon with folded tails, the title written over it by the page. */
export function ribbonSvg(p: WheelPalette): string {
  const [dark, mid, light] = p.ribbon;
  const defs = [
    linear('band', [
      [0, light],
      [0.55, mid],
      [1, dark],
    ]),
    linear('tail', [
      [0, mid],
      [1, dark],
    ]),
    linear('edge', [
      [0, p.metal[2]],
      [0.5, p.metal[1]],
      [1, p.metal[0]],
    ]),
    blur('shadow', 3),
  ];
  return svgDoc(400, 100, defs, [
    `<path d="M2 32H62V90H2L20 61Z" fill="url(#tail)" stroke="url(#edge)" stroke-width="2"/>`,
    `<path d="M398 32H338V90H398L380 61Z" fill="url(#tail)" stroke="url(#edge)" stroke-width="2"/>`,
    `<path d="M40 78L62 90V78Z M360 78L338 90V78Z" fill="${dark}" opacity="0.9"/>`,
    `<rect x="40" y="18" width="320" height="64" rx="4" transform="translate(0 4)" fill="#000" opacity="0.4" filter="url(#shadow)"/>`,
    `<rect x="40" y="16" width="320" height="62" rx="4" fill="url(#band)"/>`,
    `<path d="M40 19H360M40 75H360" stroke="url(#edge)" stroke-width="4"/>`,
    `<rect x="48" y="24" width="304" height="20" rx="6" fill="#fff" opacity="0.16"/>`,
    sparkle(70, 20, 8, '#ffffff', 0.9),
    sparkle(334, 74, 6, '#ffffff', 0.8),
  ]);
}

/** The alert's panel: stretched to the alert's size, so its borders keep their width at any scale. */
export function alertPanelSvg(p: WheelPalette, seed: number): string {
  const fixed = ' vector-effect="non-scaling-stroke"';
  const defs = [
    linear('panel', [
      [0, p.enamel[2]],
      [0.4, p.enamel[1]],
      [1, p.enamel[0]],
    ]),
    radial('light', [
      [0, p.glow, 0.45],
      [1, p.glow, 0],
    ]),
    linear(
      'edge',
      [
        [0, p.metal[2]],
        [0.5, p.metal[1]],
        [1, p.metal[0]],
      ],
      [0, 0, 1, 1],
    ),
  ];
  const random = seeded(seed);
  const sparkles = Array.from({ length: 12 }, () =>
    sparkle(30 + random() * 340, 20 + random() * 120, 2 + random() * 4, p.metal[2], 0.3 + random() * 0.4),
  );
  return svgDoc(
    400,
    300,
    defs,
    [
      `<rect x="2" y="2" width="396" height="296" rx="20" fill="url(#panel)"/>`,
      `<ellipse cx="200" cy="40" rx="220" ry="150" fill="url(#light)"/>`,
      ...sparkles,
      `<rect x="3" y="3" width="394" height="294" rx="19" fill="none" stroke="url(#edge)" stroke-width="5"${fixed}/>`,
      `<rect x="11" y="11" width="378" height="278" rx="13" fill="none" stroke="${p.metal[1]}" stroke-opacity="0.55" stroke-width="1.5"${fixed}/>`,
      `<path d="M200 6l6 6-6 6-6-6Z M200 282l6 6-6 6-6-6Z" fill="${p.metal[2]}"/>`,
    ],
    'stretch',
  );
}
