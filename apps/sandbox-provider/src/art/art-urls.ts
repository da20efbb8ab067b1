import { createHash } from 'node:crypto';
import type { ArtSubject } from './game-art.js';
import { gameArtSvg } from './game-art.js';
import { providerLogoSvg } from './provider-logo.js';

export type ArtKind = 'game' | 'provider';

export const drawArt = (kind: ArtKind, subject: ArtSubject) =>
  kind === 'game' ? gameArtSvg(subject) : providerLogoSvg(subject);

/** The picture's content hash: it changes exactly when the picture does, so its address can be cached for good. */
export const artHash = (svg: string) => createHash('sha256').update(svg).digest('hex').slice(0, 16);

/**
 * The address of a picture under the provider's public prefix, its content hash in `v`. Operators store
 * it as a game's or provider's icon (catalogue sync); browsers may keep it a year.
 */
export function artUrl(base: string, kind: ArtKind, subject: ArtSubject): string {
  const query = new URLSearchParams({
    id: subject.id,
    name: subject.name,
    type: String(subject.type),
    v: artHash(drawArt(kind, subject)),
  });
  return `${base}/art/${kind}.svg?${query.toString()}`;
}
