import { useState } from 'react';
import './game-card.css';

/** Drawn art is 320 px square: sharp on 2x screens at the tiles' 160 px. */
export const ART_SIZE = 320;

export interface GameArtProps {
  /** Artwork for light templates and for dark ones (icon_light / icon_dark). */
  light: string;
  dark: string;
  /** Shown as initials when there is no artwork or it fails to load. */
  name: string;
}

/** Tiles load as they scroll near; the size reserves the square so nothing moves when they arrive. */
const IMG_PROPS = { loading: 'lazy', decoding: 'async', width: ART_SIZE, height: ART_SIZE } as const;

/**
 * A game or provider tile. Both pictures are in the page and the template's palette shows one (CSS),
 * so a template switch needs no re-render; a missing picture falls back to the name's initials.
 */
export function GameArt({ light, dark, name }: GameArtProps) {
  const [failed, setFailed] = useState(false);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  if (failed || (!light && !dark)) {
    return (
      <span className="game-art game-art--initials" aria-hidden="true">
        {initials}
      </span>
    );
  }
  // One picture for both palettes (drawn art brings its own backdrop): one image, fetched once.
  if (!light || !dark || light === dark) {
    return (
      <span className="game-art" aria-hidden="true">
        <img className="game-art-img" src={light || dark} alt="" {...IMG_PROPS} onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span className="game-art" aria-hidden="true">
      <img
        className="game-art-img game-art-img--light"
        src={light}
        alt=""
        {...IMG_PROPS}
        onError={() => setFailed(true)}
      />
      <img
        className="game-art-img game-art-img--dark"
        src={dark}
        alt=""
        {...IMG_PROPS}
        onError={() => setFailed(true)}
      />
    </span>
  );
}
