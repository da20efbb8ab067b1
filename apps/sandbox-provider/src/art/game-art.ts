import { sharedDefs, sparkles, sunburst } from './defs.js';
import type { MotifName } from './motifs.js';
import { MOTIFS } from './motifs.js';
import { escapeXml, PALETTES, pick, seeded } from './palette.js';

/** A picture is drawn from these; the same three always give the same picture. */
export interface ArtSubject {
  /** Stable id: `<gp_id>-<game_code>` for a game, the gp_id for a provider. */
  id: string;
  /** The title drawn on it (English name). */
  name: string;
  /** The operator's game type (2 slot … 9 esport); picks a motif when the name suggests none. */
  type: number;
}

/** Words in a title that suggest a picture; the specific ones are looked for before the generic ones. */
const KEYWORDS: [RegExp, MotifName][] = [
  [/fruit|cherr/, 'cherry'],
  [/dragon|fire|blaze/, 'flame'],
  [/seven|777/, 'seven'],
  [/gem|jewel|diamond/, 'gem'],
  [/pharaoh|egypt|pyramid/, 'pyramid'],
  [/neon|thunder|bolt/, 'bolt'],
  [/panda|tiger|buffalo|wolf|bear/, 'paw'],
  [/viking|knight/, 'shield'],
  [/samurai|ninja/, 'sword'],
  [/candy|sweet/, 'candy'],
  [/pearl|ocean|shell/, 'pearl'],
  [/moon|mystic|night/, 'moon'],
  [/koi|fish/, 'fish'],
  [/cosmic|planet|galaxy/, 'planet'],
  [/sun|aztec/, 'sun'],
  [/star/, 'star'],
  [/rocket/, 'rocket'],
  [/comet|meteor/, 'comet'],
  [/crash|sky|plane/, 'curve'],
  [/clover|irish/, 'clover'],
  [/crown|royal|king|queen/, 'crown'],
  [/fortune|gold|cash|riches|money/, 'coin'],
  [/lucky/, 'clover'],
];

/** What a game type looks like when its title says nothing, by its type id (2 slot … 9 esport). */
const TYPE_MOTIFS: Record<number, MotifName[]> = {
  2: ['seven', 'cherry', 'gem', 'crown', 'star', 'coin', 'clover', 'bolt'],
  3: ['cards', 'crown'],
  4: ['ball'],
  5: ['balls'],
  6: ['spade', 'cards', 'rocket'],
  7: ['ball', 'star'],
  8: ['flame'],
  9: ['controller'],
};

export function motifFor(subject: ArtSubject, random: () => number): MotifName {
  const title = subject.name.toLowerCase();
  const hit = KEYWORDS.find(([pattern]) => pattern.test(title));
  return hit ? hit[1] : pick(TYPE_MOTIFS[subject.type] ?? TYPE_MOTIFS[2]!, random);
}

/** The title across the foot of the tile, its size fitted to its length. */
function titlePlate(name: string, accent: string): string {
  const title = escapeXml(name.toUpperCase().slice(0, 28));
  // Heavy capitals run about 0.72 em wide (with the letter spacing): fit the title in the 270-unit plate.
  const size = Math.max(14, Math.min(32, Math.floor(270 / (Math.max(title.length, 1) * 0.72))));
  return (
    `<rect x="14" y="238" width="292" height="64" rx="16" fill="#000" opacity=".42"/>` +
    `<text x="160" y="${270 + size * 0.35}" text-anchor="middle" font-family="'Arial Black',Impact,system-ui,sans-serif" ` +
    `font-size="${size}" font-weight="900" letter-spacing="1" fill="${accent}" stroke="#000" stroke-width="3" paint-order="stroke">${title}</text>`
  );
}

export const ART_SIZE = 320;

/** A game's thumbnail: palette, rays and sparkles from its id, a motif from its title or type, its title. */
export function gameArtSvg(subject: ArtSubject): string {
  const random = seeded(subject.id);
  const palette = pick(PALETTES, random);
  const motif = MOTIFS[motifFor(subject, random)](palette.accent);
  const tilt = Math.round((random() - 0.5) * 16);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 320 320" role="img" aria-label="${escapeXml(subject.name)}">` +
    `<defs>${sharedDefs(palette)}</defs>` +
    `<rect width="320" height="320" fill="url(#bg)"/>` +
    sunburst(160, 130, 14 + Math.floor(random() * 8), random() * 360, palette.accent) +
    `<circle cx="160" cy="130" r="118" fill="url(#glow)"/>` +
    sparkles(random, 6, palette.accent) +
    `<g transform="translate(160 128) rotate(${tilt}) scale(1.15)" filter="url(#shadow)">${motif}</g>` +
    titlePlate(subject.name, palette.accent) +
    `<rect x="3" y="3" width="314" height="314" rx="22" fill="none" stroke="${palette.accent}" stroke-opacity=".55" stroke-width="4"/>` +
    `</svg>`
  );
}
