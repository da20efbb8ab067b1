/**
 * The pictures at the centre of a tile, drawn around (0, 0) within about ±75 units. They fill with the
 * gradients every picture defines (#metal gold, #ruby, #jade, #ice, #ink); `accent` is the palette's.
 */
export type Motif = (accent: string) => string;

const star = (points: number, outer: number, inner: number) =>
  Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

const STROKE = 'stroke="#1b0a00" stroke-width="4" stroke-linejoin="round"';

export const MOTIFS = {
  seven: () =>
    `<text x="0" y="52" text-anchor="middle" font-family="Impact,'Arial Black',sans-serif" font-size="170" font-weight="900" fill="url(#ruby)" ${STROKE} paint-order="stroke">7</text>`,
  cherry: () =>
    `<path d="M-30 20 C-20 -30 0 -60 30 -70 M30 20 C30 -20 30 -50 30 -70" fill="none" stroke="#2f7d1e" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M30 -70 C60 -90 80 -60 70 -50 C50 -45 40 -60 30 -70Z" fill="url(#jade)"/>` +
    `<circle cx="-32" cy="38" r="34" fill="url(#ruby)" ${STROKE}/><circle cx="32" cy="38" r="34" fill="url(#ruby)" ${STROKE}/>` +
    `<circle cx="-44" cy="26" r="9" fill="#fff" opacity=".7"/><circle cx="20" cy="26" r="9" fill="#fff" opacity=".7"/>`,
  gem: () =>
    `<path d="M-70 -20 L-40 -60 H40 L70 -20 L0 70Z" fill="url(#ice)" ${STROKE}/>` +
    `<path d="M-70 -20 H70 M-40 -60 L-20 -20 L0 70 L20 -20 L40 -60 M-20 -20 L0 -60 L20 -20" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>`,
  crown: () =>
    `<path d="M-72 50 L-80 -40 L-38 -5 L0 -62 L38 -5 L80 -40 L72 50Z" fill="url(#metal)" ${STROKE}/>` +
    `<rect x="-74" y="42" width="148" height="22" rx="6" fill="url(#metal)" ${STROKE}/>` +
    `<circle cx="0" cy="18" r="13" fill="url(#ruby)"/><circle cx="-42" cy="24" r="9" fill="url(#ice)"/><circle cx="42" cy="24" r="9" fill="url(#ice)"/>`,
  star: () =>
    `<polygon points="${star(5, 80, 34)}" fill="url(#metal)" ${STROKE}/><polygon points="${star(5, 44, 18)}" fill="#fff" opacity=".35"/>`,
  moon: (accent: string) =>
    `<path d="M20 -72 A76 76 0 1 0 62 44 A60 60 0 1 1 20 -72Z" fill="url(#metal)" ${STROKE}/>` +
    `<polygon points="${star(4, 16, 5)}" transform="translate(50 -40)" fill="${accent}"/>`,
  coin: () =>
    `<ellipse cx="0" cy="44" rx="66" ry="20" fill="#b57a00" ${STROKE}/><ellipse cx="0" cy="30" rx="66" ry="20" fill="url(#metal)" ${STROKE}/>` +
    `<circle cx="0" cy="-18" r="58" fill="url(#metal)" ${STROKE}/><circle cx="0" cy="-18" r="44" fill="none" stroke="#b57a00" stroke-width="5"/>` +
    `<text x="0" y="4" text-anchor="middle" font-family="Georgia,serif" font-size="62" font-weight="700" fill="#8a5a00">$</text>`,
  pyramid: (accent: string) =>
    `<circle cx="40" cy="-44" r="26" fill="${accent}" opacity=".9"/>` +
    `<path d="M-80 60 L0 -60 L80 60Z" fill="url(#metal)" ${STROKE}/><path d="M0 -60 L20 60 H80Z" fill="#000" opacity=".22"/>` +
    `<path d="M-46 10 H46 M-62 36 H62 M-28 -18 H28" stroke="#8a5a00" stroke-width="3"/>`,
  sun: () =>
    `<polygon points="${star(16, 82, 52)}" fill="url(#metal)" ${STROKE}/><circle r="46" fill="url(#ruby)" ${STROKE}/>` +
    `<circle cx="-16" cy="-8" r="6" fill="#1b0a00"/><circle cx="16" cy="-8" r="6" fill="#1b0a00"/><path d="M-18 16 Q0 30 18 16" fill="none" stroke="#1b0a00" stroke-width="5"/>`,
  rocket: () =>
    `<path d="M-14 52 L0 90 L14 52Z" fill="#ff9f1c"/><path d="M-8 52 L0 74 L8 52Z" fill="#ffe066"/>` +
    `<path d="M0 -80 C30 -50 30 20 22 52 H-22 C-30 20 -30 -50 0 -80Z" fill="url(#ice)" ${STROKE}/>` +
    `<path d="M-24 20 L-50 56 L-22 50Z M24 20 L50 56 L22 50Z" fill="url(#ruby)" ${STROKE}/><circle cx="0" cy="-18" r="14" fill="#1c3d6e" stroke="#fff" stroke-width="5"/>`,
  comet: (accent: string) =>
    `<path d="M30 -30 L-80 70 L-60 40 L-90 45 L-50 20 L-75 10 Z" fill="${accent}" opacity=".55"/>` +
    `<circle cx="30" cy="-30" r="38" fill="url(#ice)" ${STROKE}/><circle cx="20" cy="-42" r="10" fill="#fff" opacity=".8"/>`,
  curve: (accent: string) =>
    `<path d="M-80 70 H80 M-80 70 V-70" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>` +
    `<path d="M-80 66 C-10 60 30 30 60 -50" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M48 -70 L80 -62 L60 -36Z" fill="url(#ruby)" ${STROKE}/>`,
  planet: (accent: string) =>
    `<circle r="52" fill="url(#ruby)" ${STROKE}/><ellipse rx="92" ry="24" fill="none" stroke="${accent}" stroke-width="9" transform="rotate(-18)"/>` +
    `<path d="M-40 -14 Q0 -30 44 -16" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="7"/>`,
  pearl: () =>
    `<path d="M-80 40 Q0 -90 80 40 Q0 70 -80 40Z" fill="url(#metal)" ${STROKE}/>` +
    `<path d="M0 -40 V44 M-40 -18 L-24 50 M40 -18 L24 50" stroke="#8a5a00" stroke-width="3"/><circle cx="0" cy="36" r="24" fill="url(#ice)" ${STROKE}/>`,
  flame: () =>
    `<path d="M0 -84 C30 -40 70 -20 50 40 C40 70 -40 70 -50 40 C-64 0 -30 -20 -18 -48 C-10 -20 10 -20 0 -84Z" fill="url(#ruby)" ${STROKE}/>` +
    `<path d="M0 -10 C18 10 30 30 18 50 C10 62 -14 62 -20 46 C-26 26 -6 16 0 -10Z" fill="url(#metal)"/>`,
  shield: (accent: string) =>
    `<path d="M0 -80 L70 -54 V0 C70 44 36 70 0 84 C-36 70 -70 44 -70 0 V-54Z" fill="url(#metal)" ${STROKE}/>` +
    `<path d="M0 -62 V66 M-54 -8 H54" stroke="${accent}" stroke-width="14"/><circle r="16" fill="url(#ruby)" ${STROKE}/>`,
  sword: () =>
    `<g transform="rotate(-40)"><rect x="-7" y="-92" width="14" height="120" rx="7" fill="url(#ice)" ${STROKE}/>` +
    `<rect x="-30" y="26" width="60" height="12" rx="6" fill="url(#metal)" ${STROKE}/><rect x="-8" y="38" width="16" height="44" rx="5" fill="url(#ruby)" ${STROKE}/></g>`,
  candy: () =>
    `<path d="M-50 0 L-90 -30 L-84 30Z M50 0 L90 -30 L84 30Z" fill="url(#ice)" ${STROKE}/><circle r="52" fill="url(#ruby)" ${STROKE}/>` +
    `<path d="M-36 -36 Q0 0 -20 48 M0 -52 Q30 0 20 50 M36 -36 Q50 10 44 26" fill="none" stroke="#fff" stroke-width="9" opacity=".8"/>`,
  paw: () =>
    `<ellipse cx="0" cy="30" rx="44" ry="38" fill="url(#metal)" ${STROKE}/>` +
    [-54, -20, 20, 54]
      .map((x, i) => `<ellipse cx="${x}" cy="${i % 3 ? -50 : -22}" rx="18" ry="24" fill="url(#metal)" ${STROKE}/>`)
      .join(''),
  fish: (accent: string) =>
    `<path d="M40 0 L88 -36 L80 0 L88 36Z" fill="url(#ruby)" ${STROKE}/><ellipse cx="-10" cy="0" rx="62" ry="38" fill="url(#metal)" ${STROKE}/>` +
    `<path d="M-20 -36 Q0 -64 24 -34" fill="url(#ruby)" ${STROKE}/><circle cx="-44" cy="-8" r="7" fill="#1b0a00"/><path d="M-10 -20 Q6 0 -10 20 M10 -20 Q26 0 10 20" fill="none" stroke="${accent}" stroke-width="4"/>`,
  bolt: () => `<path d="M20 -86 L-50 10 H-6 L-24 86 L54 -16 H10Z" fill="url(#metal)" ${STROKE}/>`,
  clover: () =>
    `<path d="M0 10 Q10 50 30 80" stroke="#2f7d1e" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    [0, 90, 180, 270]
      .map(
        (r) =>
          `<path d="M0 0 C-40 -30 -30 -76 0 -54 C30 -76 40 -30 0 0Z" transform="rotate(${r + 45})" fill="url(#jade)" ${STROKE}/>`,
      )
      .join(''),
  spade: () =>
    `<path d="M0 -80 C40 -40 80 -10 60 30 C46 56 14 50 6 30 L18 76 H-18 L-6 30 C-14 50 -46 56 -60 30 C-80 -10 -40 -40 0 -80Z" fill="url(#ink)" ${STROKE}/>`,
  ball: () =>
    `<circle r="72" fill="#fafafa" ${STROKE}/><polygon points="${star(5, 26, 26)}" fill="#1b1b1b"/>` +
    `<path d="M0 -26 V-70 M25 -8 L66 -22 M15 21 L40 58 M-15 21 L-40 58 M-25 -8 L-66 -22" stroke="#1b1b1b" stroke-width="6"/>`,
  balls: () =>
    [
      [-44, 22, 'ruby', 7],
      [44, 22, 'ice', 3],
      [0, -34, 'metal', 8],
    ]
      .map(
        ([x, y, fill, digit]) =>
          `<circle cx="${x}" cy="${y}" r="42" fill="url(#${fill})" ${STROKE}/><circle cx="${x}" cy="${y}" r="20" fill="#fff"/>` +
          `<text x="${x}" y="${Number(y) + 9}" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="26" fill="#1b0a00">${digit}</text>`,
      )
      .join(''),
  controller: (accent: string) =>
    `<path d="M-70 -30 H70 C92 -30 96 40 80 56 C66 70 50 50 36 30 H-36 C-50 50 -66 70 -80 56 C-96 40 -92 -30 -70 -30Z" fill="url(#ink)" ${STROKE}/>` +
    `<path d="M-46 -6 V18 M-58 6 H-34" stroke="${accent}" stroke-width="8" stroke-linecap="round"/><circle cx="40" cy="-2" r="8" fill="url(#ruby)"/><circle cx="56" cy="14" r="8" fill="url(#ice)"/>`,
  cards: () =>
    `<rect x="-70" y="-60" width="80" height="112" rx="10" fill="#fff" ${STROKE} transform="rotate(-14)"/>` +
    `<rect x="-16" y="-62" width="80" height="112" rx="10" fill="#fff" ${STROKE} transform="rotate(10)"/>` +
    `<text x="32" y="12" text-anchor="middle" font-family="Georgia,serif" font-size="64" fill="#d00000" transform="rotate(10)">♥</text>`,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
