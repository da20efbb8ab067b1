import { createHash } from 'node:crypto';
import { GAME_TYPES, isGameTypeId } from '@playdeck/contract';

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Two hues picked from the name, so every game keeps its own colours. */
function hues(name: string): [number, number] {
  const digest = createHash('sha1').update(name).digest();
  return [digest[0]! * 1.41, (digest[0]! * 1.41 + 40 + (digest[1]! % 60)) % 360];
}

/** Where a catalogue row points when it has no art of its own: the drawn tile of `<gp_id>-<name>`. */
export function drawnIconPaths(gpId: string, name: string): { iconLight: string; iconDark: string } {
  const path = `/game-icons/${gpId}-${name}.svg`;
  return { iconLight: path, iconDark: `${path}?theme=dark` };
}

/** A slot's tile is named after the game (`slot-dragon-gold` → `dragon-gold`); other games by their code. */
export const tileName = (gameCode: string) => gameCode.replace(/^slot-/, '');

/** A game's tile: its initials on a gradient (light or dark). The catalogue can point to real art instead. */
export function gameIcon(name: string, dark: boolean): string {
  const [a, b] = hues(name);
  const words = name
    .replace(/^GP\w+?-/, '')
    .split(/[-_\s]+/)
    .filter(Boolean);
  const initials = escape(
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join(''),
  );
  const light = dark ? 28 : 56;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" role="img" aria-label="${escape(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% ${light}%)"/><stop offset="1" stop-color="hsl(${b} 75% ${light - 14}%)"/></linearGradient></defs>
<rect width="160" height="160" rx="24" fill="url(#g)"/>
<circle cx="124" cy="36" r="44" fill="#fff" opacity=".08"/>
<text x="80" y="98" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" font-weight="700" fill="#fff">${initials}</text>
</svg>`;
}

/** A game type's tab icon; the active one is filled. */
export function typeIcon(gtId: number, active: boolean): string {
  const name = isGameTypeId(gtId) ? GAME_TYPES[gtId].name : 'game';
  const [a] = hues(name);
  const fill = active ? `hsl(${a} 70% 45%)` : 'none';
  const stroke = active ? '#fff' : `hsl(${a} 60% 40%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" role="img" aria-label="${name}">
<rect x="3" y="3" width="42" height="42" rx="12" fill="${fill}" stroke="hsl(${a} 60% 40%)" stroke-width="3"/>
<text x="24" y="31" text-anchor="middle" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="${stroke}">${escape(name.slice(0, 2).toUpperCase())}</text>
</svg>`;
}
