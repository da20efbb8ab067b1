import { sharedDefs, sparkles, sunburst } from './defs.js';
import type { ArtSubject } from './game-art.js';
import { ART_SIZE, motifFor } from './game-art.js';
import { MOTIFS } from './motifs.js';
import { escapeXml, PALETTES, pick, seeded } from './palette.js';

/** Badge outlines a provider's emblem sits in (picked by its id). */
const EMBLEMS = [
  'M0 -92 L80 -46 V46 L0 92 L-80 46 V-46Z',
  'M0 -92 L76 -64 V4 C76 50 40 78 0 92 C-40 78 -76 50 -76 4 V-64Z',
  'M0 -92 L92 0 L0 92 L-92 0Z',
  'M-70 -86 H70 Q86 -86 86 -70 V70 Q86 86 70 86 H-70 Q-86 86 -86 70 V-70 Q-86 -86 -70 -86Z',
];

/** The words of a provider's name on one or two lines, sized to fit the tile. */
function wordmark(name: string, accent: string): string {
  const words = escapeXml(name.toUpperCase()).split(/\s+/).filter(Boolean);
  const lines = words.length > 1 ? [words[0]!, words.slice(1).join(' ')] : words;
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const size = Math.max(14, Math.min(34, Math.floor(280 / (longest * 0.78))));
  const top = lines.length > 1 ? 252 : 272;
  return lines
    .map(
      (line, i) =>
        `<text x="160" y="${top + i * (size + 4)}" text-anchor="middle" font-family="'Arial Black',Impact,system-ui,sans-serif" ` +
        `font-size="${size}" font-weight="900" letter-spacing="2" fill="${i ? '#fff' : accent}">${line}</text>`,
    )
    .join('');
}

/** A provider's logo tile: its emblem carrying the motif of what it offers, and its name as a wordmark. */
export function providerLogoSvg(subject: ArtSubject): string {
  const random = seeded(`provider:${subject.id}`);
  const palette = pick(PALETTES, random);
  const emblem = pick(EMBLEMS, random);
  const motif = MOTIFS[motifFor({ ...subject, name: '' }, random)](palette.accent);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 320 320" role="img" aria-label="${escapeXml(subject.name)}">` +
    `<defs>${sharedDefs(palette)}</defs>` +
    `<rect width="320" height="320" fill="${palette.deep}"/>` +
    sunburst(160, 112, 24, random() * 360, palette.bright) +
    sparkles(random, 5, palette.accent) +
    `<g transform="translate(160 112) scale(.95)" filter="url(#shadow)">` +
    `<path d="${emblem}" fill="url(#bg)" stroke="${palette.accent}" stroke-width="6"/>` +
    `<g transform="scale(.62)">${motif}</g></g>` +
    wordmark(subject.name, palette.accent) +
    `</svg>`
  );
}
