import { createHash } from 'node:crypto';

/** A seeded [0, 1) source: the same id always draws the same picture. */
export function seeded(id: string): () => number {
  const digest = createHash('sha256').update(id).digest();
  let state = digest.readUInt32LE(0) || 1;
  return () => {
    // xorshift32: small, fast and plenty for picking colours and positions.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

export interface Palette {
  deep: string;
  bright: string;
  accent: string;
}

/** Casino-night colour pairs (deep to bright) with a light accent for rays, sparkles and titles. */
export const PALETTES: Palette[] = [
  { deep: '#2a0650', bright: '#b3126f', accent: '#ffd166' },
  { deep: '#04234f', bright: '#1c8fd6', accent: '#ffe08a' },
  { deep: '#063d23', bright: '#1fa35c', accent: '#ffe066' },
  { deep: '#4a0707', bright: '#d62828', accent: '#ffcf56' },
  { deep: '#141040', bright: '#5a3fd1', accent: '#7df9ff' },
  { deep: '#3d1d00', bright: '#e07a00', accent: '#fff3b0' },
  { deep: '#00303a', bright: '#00a6a6', accent: '#ffd6a5' },
  { deep: '#2b0f3a', bright: '#ff4d9d', accent: '#ffe3f1' },
  { deep: '#0e1620', bright: '#2e5a82', accent: '#f2c14e' },
  { deep: '#3a0b52', bright: '#f72585', accent: '#4cc9f0' },
  { deep: '#2d1a12', bright: '#9c5b2f', accent: '#ffd54f' },
  { deep: '#0d1b2a', bright: '#1b998b', accent: '#f4d35e' },
];

export const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Two decimals keep the markup short and stable. */
export const n = (value: number) => String(Math.round(value * 100) / 100);
