/**
 * The demo operator's content pictures, drawn as small SVGs (an operator's own pictures are uploaded to
 * their CDN and referenced by address). Each banner comes in the sizes of its use_type, so a phone never
 * downloads the desktop picture.
 */

interface Art {
  w: number;
  h: number;
  from: string;
  to: string;
  accent: string;
  title: string;
  subtitle: string;
  motif: 'coins' | 'cards' | 'ball' | 'dice' | 'star';
  cta?: string;
}

const SIZES = { desktop: [1920, 520], small: [960, 300], mobile: [750, 360] } as const;

const BANNERS: Omit<Art, 'w' | 'h'>[] = [
  {
    from: '#3b0a45',
    to: '#c2185b',
    accent: '#ffd54f',
    title: '100% Welcome Bonus',
    subtitle: 'Double your first deposit up to 500',
    motif: 'coins',
    cta: 'Claim now',
  },
  {
    from: '#0b3d2e',
    to: '#1b8a5a',
    accent: '#ffe082',
    title: 'Lucky Reels Jackpot',
    subtitle: 'Spin the featured slot tonight',
    motif: 'star',
    cta: 'Play now',
  },
  {
    from: '#0d1b4c',
    to: '#1e63c6',
    accent: '#80d8ff',
    title: 'Live Casino Cashback',
    subtitle: '10% back on every live table, every week',
    motif: 'cards',
    cta: 'Learn more',
  },
  {
    from: '#3e1f00',
    to: '#e65100',
    accent: '#fff3e0',
    title: 'Official Sponsor',
    subtitle: 'Proud partner of the season',
    motif: 'ball',
    cta: 'See partners',
  },
];

const PROMOS: Omit<Art, 'w' | 'h'>[] = [
  {
    from: '#3b0a45',
    to: '#c2185b',
    accent: '#ffd54f',
    title: 'Welcome Bonus',
    subtitle: '100% up to 500',
    motif: 'coins',
  },
  {
    from: '#0b3d2e',
    to: '#1b8a5a',
    accent: '#ffe082',
    title: 'Slot Free Spins',
    subtitle: '50 spins every Friday',
    motif: 'star',
  },
  { from: '#0d1b4c', to: '#1e63c6', accent: '#80d8ff', title: 'Live Cashback', subtitle: '10% weekly', motif: 'cards' },
  {
    from: '#1a237e',
    to: '#5e35b1',
    accent: '#b388ff',
    title: 'Sports Accumulator',
    subtitle: 'Boost up to 50%',
    motif: 'ball',
  },
  {
    from: '#263238',
    to: '#546e7a',
    accent: '#ffcc80',
    title: 'Daily Lottery',
    subtitle: 'Draws every hour',
    motif: 'dice',
  },
];

const SPONSORS: Omit<Art, 'w' | 'h'>[] = [
  {
    from: '#0d1b4c',
    to: '#283593',
    accent: '#ffd54f',
    title: 'Harbour City FC',
    subtitle: 'Main partner',
    motif: 'ball',
  },
  { from: '#1b1b1b', to: '#424242', accent: '#ff7043', title: 'Apex Racing', subtitle: 'Team sponsor', motif: 'star' },
  {
    from: '#004d40',
    to: '#00897b',
    accent: '#e0f2f1',
    title: 'Northern Esports',
    subtitle: 'Official betting partner',
    motif: 'dice',
  },
];

const ADS: Omit<Art, 'w' | 'h'>[] = [
  {
    from: '#4a148c',
    to: '#7b1fa2',
    accent: '#ffd54f',
    title: 'Get the app',
    subtitle: 'Faster games on your phone',
    motif: 'star',
  },
  {
    from: '#01579b',
    to: '#0288d1',
    accent: '#e1f5fe',
    title: 'Invite friends',
    subtitle: 'Earn for every sign-up',
    motif: 'coins',
  },
  {
    from: '#b71c1c',
    to: '#e53935',
    accent: '#ffebee',
    title: 'VIP Club',
    subtitle: 'Higher limits, faster payouts',
    motif: 'cards',
  },
];

function art(name: string): Art | undefined {
  let m = /^banner-(\d)-(desktop|small|mobile)\.svg$/.exec(name);
  if (m) {
    const base = BANNERS[Number(m[1]) - 1];
    const [w, h] = SIZES[m[2] as keyof typeof SIZES];
    return base && { ...base, w, h };
  }
  m = /^(promo|sponsor|ad)-(\d)\.svg$/.exec(name);
  if (m) {
    const table = m[1] === 'promo' ? PROMOS : m[1] === 'sponsor' ? SPONSORS : ADS;
    const base = table[Number(m[2]) - 1];
    const [w, h] = m[1] === 'promo' ? [800, 450] : m[1] === 'sponsor' ? [600, 400] : [600, 240];
    return base && { ...base, w, h };
  }
  m = /^login-(\d)\.svg$/.exec(name);
  if (m) {
    const base = BANNERS[Number(m[1]) - 1];
    return base && { ...base, w: 600, h: 800 };
  }
  if (name === 'register-default.svg' || name === 'register-h5-1.svg' || name === 'register-h5-2.svg') {
    const palette =
      name === 'register-h5-2.svg' ? ['#0d1b4c', '#1e63c6', '#80d8ff'] : ['#2a0a2e', '#7b1fa2', '#ffd54f'];
    return {
      w: 750,
      h: 1334,
      from: palette[0]!,
      to: palette[1]!,
      accent: palette[2]!,
      title: '',
      subtitle: '',
      motif: 'coins',
    };
  }
  return undefined;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function motif(a: Art): string {
  const { w, h, accent } = a;
  const r = Math.min(w, h);
  const cx = w * 0.78;
  const cy = h * 0.5;
  switch (a.motif) {
    case 'coins':
      return [0, 1, 2, 3]
        .map((i) => {
          const x = cx + (i - 1.5) * r * 0.16;
          const y = cy + Math.sin(i * 1.7) * r * 0.18;
          return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(r * 0.11).toFixed(0)}" fill="${accent}" stroke="#fff" stroke-opacity=".5" stroke-width="${(r * 0.012).toFixed(1)}"/>`;
        })
        .join('');
    case 'cards':
      return [-1, 0, 1]
        .map(
          (i) =>
            `<rect x="${(cx - r * 0.12).toFixed(0)}" y="${(cy - r * 0.3).toFixed(0)}" width="${(r * 0.24).toFixed(0)}" height="${(r * 0.6).toFixed(0)}" rx="${(r * 0.03).toFixed(0)}" fill="#fff" fill-opacity=".92" stroke="${accent}" stroke-width="${(r * 0.01).toFixed(1)}" transform="rotate(${i * 14} ${cx.toFixed(0)} ${(cy + r * 0.4).toFixed(0)})"/>`,
        )
        .join('');
    case 'ball':
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(r * 0.3).toFixed(0)}" fill="#fff"/><circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(r * 0.1).toFixed(0)}" fill="${accent}"/>`;
    case 'dice':
      return `<rect x="${(cx - r * 0.2).toFixed(0)}" y="${(cy - r * 0.2).toFixed(0)}" width="${(r * 0.4).toFixed(0)}" height="${(r * 0.4).toFixed(0)}" rx="${(r * 0.06).toFixed(0)}" fill="#fff" transform="rotate(12 ${cx.toFixed(0)} ${cy.toFixed(0)})"/>${[
        -1, 0, 1,
      ]
        .map(
          (i) =>
            `<circle cx="${(cx + i * r * 0.1).toFixed(0)}" cy="${(cy + i * r * 0.1).toFixed(0)}" r="${(r * 0.035).toFixed(0)}" fill="${accent}"/>`,
        )
        .join('')}`;
    case 'star': {
      const pts = Array.from({ length: 10 }, (_, i) => {
        const rad = (i % 2 ? 0.14 : 0.32) * r;
        const ang = (Math.PI / 5) * i - Math.PI / 2;
        return `${(cx + rad * Math.cos(ang)).toFixed(0)},${(cy + rad * Math.sin(ang)).toFixed(0)}`;
      }).join(' ');
      return `<polygon points="${pts}" fill="${accent}"/>`;
    }
  }
}

/** Float-bar icons: a coloured disc with a white glyph. */
const FLOAT_ICONS: Record<string, { bg: string; glyph: string }> = {
  'float-service.svg': {
    bg: '#1e88e5',
    glyph:
      '<path d="M20 34v-4a12 12 0 0 1 24 0v4" fill="none" stroke="#fff" stroke-width="3.5"/><rect x="16" y="32" width="8" height="12" rx="3" fill="#fff"/><rect x="40" y="32" width="8" height="12" rx="3" fill="#fff"/>',
  },
  'float-telegram.svg': {
    bg: '#29a9eb',
    glyph: '<path d="M15 31l32-13-6 30-9-7-5 5v-8l13-12-17 10z" fill="#fff"/>',
  },
  'float-app.svg': {
    bg: '#43a047',
    glyph:
      '<rect x="23" y="14" width="18" height="36" rx="4" fill="none" stroke="#fff" stroke-width="3.5"/><circle cx="32" cy="44" r="2.5" fill="#fff"/>',
  },
};

/** The SVG for a content picture name, or undefined when there is no such picture. */
export function contentImage(name: string): string | undefined {
  const icon = FLOAT_ICONS[name];
  if (icon) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="32" r="32" fill="${icon.bg}"/>${icon.glyph}</svg>`;
  }
  const a = art(name);
  if (!a) return undefined;
  const { w, h } = a;
  const portrait = h > w;
  // Narrow pictures (phone banners, cards) get smaller type, so a long title still fits beside the motif.
  const size = portrait ? w * 0.085 : Math.min(h * 0.15, w * 0.055);
  const x = portrait ? w * 0.08 : w * 0.06;
  const titleY = portrait ? h * 0.62 : h * 0.45;
  const cta = a.cta
    ? `<rect x="${x.toFixed(0)}" y="${(titleY + size * 1.5).toFixed(0)}" width="${(size * 5).toFixed(0)}" height="${(size * 1.1).toFixed(0)}" rx="${(size * 0.55).toFixed(0)}" fill="${a.accent}"/><text x="${(x + size * 2.5).toFixed(0)}" y="${(titleY + size * 2.25).toFixed(0)}" font-size="${(size * 0.45).toFixed(0)}" font-weight="700" fill="#1a1a1a" text-anchor="middle">${esc(a.cta)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient><radialGradient id="r" cx=".78" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#r)"/>${motif(a)}${
    a.title
      ? `<text x="${x.toFixed(0)}" y="${titleY.toFixed(0)}" font-size="${size.toFixed(0)}" font-weight="800" fill="#fff">${esc(a.title)}</text><text x="${x.toFixed(0)}" y="${(titleY + size * 0.95).toFixed(0)}" font-size="${(size * 0.45).toFixed(0)}" fill="#fff" fill-opacity=".88">${esc(a.subtitle)}</text>`
      : ''
  }${cta}</svg>`;
}
