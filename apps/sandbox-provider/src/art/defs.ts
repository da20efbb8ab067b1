import type { Palette } from './palette.js';

/** The gradients and shadow every picture shares (the motifs fill with them by id). */
export function sharedDefs(p: Palette): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bright}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.accent}" stop-opacity=".75"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c8"/><stop offset=".45" stop-color="#f5c542"/><stop offset="1" stop-color="#b57a00"/></linearGradient>` +
    `<linearGradient id="ruby" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff8a8a"/><stop offset=".5" stop-color="#e01e37"/><stop offset="1" stop-color="#7a0010"/></linearGradient>` +
    `<linearGradient id="jade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b8f5a0"/><stop offset="1" stop-color="#1f8a3a"/></linearGradient>` +
    `<linearGradient id="ice" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8fbff"/><stop offset=".5" stop-color="#6fd3ff"/><stop offset="1" stop-color="#1f5fbf"/></linearGradient>` +
    `<linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4e69"/><stop offset="1" stop-color="#0b0c1a"/></linearGradient>` +
    `<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="6" stdDeviation="5" flood-color="#000" flood-opacity=".45"/></filter>`
  );
}

/** Rays turning out of the centre, rotated by the picture's own seed. */
export function sunburst(cx: number, cy: number, rays: number, turn: number, colour: string): string {
  const wedges = Array.from({ length: rays }, (_, i) => {
    const a = ((i * 360) / rays + turn) * (Math.PI / 180);
    const b = a + Math.PI / rays;
    const r = 320;
    const p = (angle: number) => `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
    return `M${cx},${cy} L${p(a)} L${p(b)}Z`;
  }).join('');
  return `<path d="${wedges}" fill="${colour}" opacity=".13"/>`;
}

/** Four-point sparkles scattered by the seed. */
export function sparkles(random: () => number, count: number, colour: string): string {
  return Array.from({ length: count }, () => {
    const x = 20 + random() * 280;
    const y = 16 + random() * 190;
    const s = 4 + random() * 8;
    return `<path d="M${x.toFixed(1)} ${(y - s).toFixed(1)} Q${x.toFixed(1)} ${y.toFixed(1)} ${(x + s).toFixed(1)} ${y.toFixed(1)} Q${x.toFixed(1)} ${y.toFixed(1)} ${x.toFixed(1)} ${(y + s).toFixed(1)} Q${x.toFixed(1)} ${y.toFixed(1)} ${(x - s).toFixed(1)} ${y.toFixed(1)} Q${x.toFixed(1)} ${y.toFixed(1)} ${x.toFixed(1)} ${(y - s).toFixed(1)}Z" fill="${colour}" opacity="${(0.5 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
}
