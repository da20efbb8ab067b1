import { createHash } from 'node:crypto';
import { GAME_TYPES, isGameTypeId } from '@playdeck/contract';

import type { CatalogueGame } from '@playdeck/sandbox-provider';
import { artUrl, drawArt } from '@playdeck/sandbox-provider';

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Two hues picked from the name, so every game type keeps its own colours. */
function hues(name: string): [number, number] {
  const digest = createHash('sha1').update(name).digest();
  return [digest[0]! * 1.41, (digest[0]! * 1.41 + 40 + (digest[1]! % 60)) % 360];
}

/** Where the embedded sandbox provider's public pages (and its game art) are served. */
export const SANDBOX_PREFIX = '/sandbox-provider';

/** The game type a provider's app id names by its prefix (e_ slot, v_ live, …). */
export function typeOfAppId(appId: string): number {
  const prefix = appId.slice(0, 2);
  const found = Object.entries(GAME_TYPES).find(([, t]) => t.prefix === prefix);
  return found ? Number(found[0]) : 2;
}

/** A sandbox game's drawn thumbnail (one picture for light and dark templates: it brings its own backdrop). */
export function sandboxGameArt(gpId: string, game: CatalogueGame): { iconLight: string; iconDark: string } {
  const url = artUrl(SANDBOX_PREFIX, 'game', {
    id: `${gpId}-${game.game_code}`,
    name: game.names.en_US ?? game.game_code,
    type: game.gt_id,
  });
  return { iconLight: url, iconDark: url };
}

/** A provider's drawn logo, for its provider row and its lobby tiles. */
export function sandboxProviderLogo(
  gpId: string,
  name: string,
  appId: string,
): { iconLight: string; iconDark: string } {
  const url = artUrl(SANDBOX_PREFIX, 'provider', { id: gpId, name, type: typeOfAppId(appId) });
  return { iconLight: url, iconDark: url };
}

/** Where a catalogue row points when it has no art of its own: the drawn tile of `<gp_id>-<name>`. */
export function drawnIconPaths(gpId: string, name: string): { iconLight: string; iconDark: string } {
  const path = `/game-icons/${gpId}-${name}.svg`;
  return { iconLight: path, iconDark: `${path}?theme=dark` };
}

/** A slot's tile is named after the game (`slot-dragon-gold` → `dragon-gold`); other games by their code. */
export const tileName = (gameCode: string) => gameCode.replace(/^slot-/, '');

/**
 * The art behind a `/game-icons/<gp_id>-<slug>.svg` address (rows written before games had real art, and
 * games a provider sent without any): the sandbox's drawing of that id and title.
 */
export function gameIcon(name: string): string {
  const title = name
    .replace(/^GP\w+?-/, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
  return drawArt('game', { id: name, name: title || name, type: 2 });
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
