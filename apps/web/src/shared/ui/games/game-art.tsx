import { useState } from 'react';
import './game-card.css';

export interface GameArtProps {
  /** Artwork for light templates and for dark ones (R§3 icon_light / icon_dark). */
  light: string;
  dark: string;
  /** Shown as initials when there is no artwork or it fails to load. */
  name: string;
}

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
  return (
    <span className="game-art" aria-hidden="true">
      <img
        className="game-art-img game-art-img--light"
        src={light || dark}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
      <img
        className="game-art-img game-art-img--dark"
        src={dark || light}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
