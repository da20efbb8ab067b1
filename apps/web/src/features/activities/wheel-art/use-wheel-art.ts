import { useLayout } from '../../../shared/stores/layout-store';
import { wheelLookFor } from '../lib/wheel-look';
import type { WheelLook } from './palettes';

/**
 * Every set's files through Vite's asset pipeline: content-hashed names the server caches for a year, never
 * inlined into the script (no-inline), and only in this lazily loaded roulette code, so `/` pays nothing.
 */
const URLS = import.meta.glob<string>('./*/*.svg', { query: '?url&no-inline', import: 'default', eager: true });

export interface WheelArt {
  look: WheelLook;
  background: string;
  frame: string;
  arrow: string;
  button: string;
  digits: string;
  alertRibbon: string;
  alertPanel: string;
  alertButton: string;
  /** The disk of `count` segments (1…MAX_WHEEL_PRIZES). */
  disk: (count: number) => string;
}

const url = (look: WheelLook, name: string) => URLS[`./${look}/${name}.svg`] ?? '';

const sets = new Map<WheelLook, WheelArt>();

function artOf(look: WheelLook): WheelArt {
  let art = sets.get(look);
  if (!art) {
    art = {
      look,
      background: url(look, 'background'),
      frame: url(look, 'frame'),
      arrow: url(look, 'arrow'),
      button: url(look, 'button'),
      digits: url(look, 'digits'),
      alertRibbon: url(look, 'alert-ribbon'),
      alertPanel: url(look, 'alert-panel'),
      alertButton: url(look, 'alert-button'),
      disk: (count) => url(look, `disk-${count}`),
    };
    sets.set(look, art);
  }
  return art;
}

/** The image set of the active template: re-chosen when the layout switches between desktop and mobile. */
export function useWheelArt(): WheelArt {
  const layout = useLayout((s) => s.mode);
  const { template, mobileTemplate } = document.documentElement.dataset;
  return artOf(wheelLookFor({ layout, template, mobileTemplate }));
}
