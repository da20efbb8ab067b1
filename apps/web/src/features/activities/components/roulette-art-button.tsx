import type { ButtonHTMLAttributes } from 'react';
import './roulette-buttons.css';

/** A button drawn by the set's image; its label stays text over the image (readable, translated). */
export function RouletteArtButton({
  art,
  children,
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { art: string }) {
  return (
    <button type="button" className={`roulette-art-button ${className}`} {...props}>
      <img className="roulette-art-button-image" src={art} alt="" draggable={false} />
      <span className="roulette-art-button-text">{children}</span>
    </button>
  );
}
