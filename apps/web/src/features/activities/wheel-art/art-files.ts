import { MAX_WHEEL_PRIZES } from '@playdeck/contract/admin';
import { alertPanelSvg, ribbonSvg } from './alert-parts';
import { digitsSvg } from './digits';
import { diskSvg } from './disk';
import { PALETTES, WHEEL_LOOKS } from './palettes';
import type { WheelLook } from './palettes';
import { arrowSvg, backgroundSvg, frameSvg, pillSvg } from './wheel-parts';

/** Every prize count a wheel can have (the console allows 1…MAX_WHEEL_PRIZES), one disk each. */
export const DISK_COUNTS = Array.from({ length: MAX_WHEEL_PRIZES }, (_, i) => i + 1);

/** The parts of a set besides its disks: background, digits, button, frame, arrow and the alert's parts. */
export const ART_PARTS = [
  'background',
  'digits',
  'button',
  'frame',
  'arrow',
  'alert-ribbon',
  'alert-panel',
  'alert-button',
] as const;
export type ArtPart = (typeof ART_PARTS)[number];

export const diskFile = (count: number) => `disk-${count}.svg`;

/** The files of one look, name → SVG text; a look's index seeds its sparkles, so each is its own. */
export function artFiles(look: WheelLook): Record<string, string> {
  const p = PALETTES[look];
  const seed = WHEEL_LOOKS.indexOf(look) + 1;
  const parts: Record<ArtPart, string> = {
    background: backgroundSvg(p, seed),
    digits: digitsSvg(p),
    button: pillSvg(p, 320, 88),
    frame: frameSvg(p),
    arrow: arrowSvg(p),
    'alert-ribbon': ribbonSvg(p),
    'alert-panel': alertPanelSvg(p, seed),
    'alert-button': pillSvg(p, 240, 72),
  };
  return {
    ...Object.fromEntries(ART_PARTS.map((part) => [`${part}.svg`, parts[part]])),
    ...Object.fromEntries(DISK_COUNTS.map((count) => [diskFile(count), diskSvg(p, count)])),
  };
}
