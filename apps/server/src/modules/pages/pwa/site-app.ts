import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { SiteRecord } from '../../site/types.js';
import type { Emblem } from './emblem.js';
import { readEmblem } from './emblem.js';
import type { IconPurpose } from './icons.js';
import { emblemPng, emblemSvg } from './icons.js';

/**
 * Colours of the installed app per mobile template (an app is installed from a phone): the background
 * of the inline boot skeleton, so the splash screen, the status bar and the first paint are one colour.
 */
const THEMES: Record<string, { background: string; accent: string; accentEnd: string }> = {
  H5_1: { background: '#15120d', accent: '#ffe08a', accentEnd: '#f5c04a' },
  H5_2: { background: '#eef3fa', accent: '#19b6ff', accentEnd: '#0a5bd8' },
};
const DEFAULT_THEME = THEMES.H5_1 as (typeof THEMES)[string];

export const themeOf = (site: Pick<SiteRecord, 'mobileTemplateName'>) =>
  THEMES[site.mobileTemplateName] ?? DEFAULT_THEME;

export const ICON_SIZES = [192, 512] as const;
export const APPLE_ICON_SIZE = 180;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: IconPurpose }[];
}

/** The site's web app manifest (served per host as /manifest.webmanifest). */
export function siteManifest(site: SiteRecord): WebAppManifest {
  const { background } = themeOf(site);
  const icons: WebAppManifest['icons'] = [
    ...ICON_SIZES.map((size) => ({
      src: `/pwa/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any' as const,
    })),
    { src: '/pwa/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ...ICON_SIZES.map((size) => ({
      src: `/pwa/maskable-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'maskable' as const,
    })),
  ];
  return {
    id: '/',
    name: site.title || site.name,
    short_name: site.name,
    description: site.titleEn || site.title,
    lang: site.defaultLocale.replace('_', '-'),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: background,
    theme_color: background,
    icons,
  };
}

/** Reads the emblem from the site's first local logo; a plain gradient disc when there is none. */
export function createSiteIcons(staticRoot: string) {
  const emblems = new Map<string, Emblem>();
  const images = new Map<string, Buffer | string>();

  function emblemOf(site: SiteRecord): Emblem {
    const logo = site.logos.find((l) => l.photoPath.startsWith('/static/') && l.photoPath.endsWith('.svg'));
    const key = `${site.siteId}|${logo?.photoPath ?? ''}|${site.mobileTemplateName}`;
    let emblem = emblems.get(key);
    if (!emblem) {
      emblem = (logo && readLogo(staticRoot, logo.photoPath)) || fallbackEmblem(site);
      emblems.set(key, emblem);
    }
    return emblem;
  }

  /** One icon image, drawn once per site and kept (the PNGs take a few ms to draw). */
  function icon(site: SiteRecord, kind: 'png' | 'svg', purpose: IconPurpose, size: number): Buffer | string {
    const emblem = emblemOf(site);
    const key = `${site.siteId}|${emblem.from}${emblem.to}|${kind}|${purpose}|${size}`;
    let image = images.get(key);
    if (!image) {
      const { background } = themeOf(site);
      image = kind === 'svg' ? emblemSvg(emblem, purpose, background) : emblemPng(emblem, size, purpose, background);
      images.set(key, image);
    }
    return image;
  }
  return { icon };
}

function readLogo(staticRoot: string, photoPath: string): Emblem | null {
  const relative = normalize(photoPath.slice('/static/'.length));
  if (relative.startsWith('..')) return null;
  try {
    return readEmblem(readFileSync(join(staticRoot, relative), 'utf8'));
  } catch {
    return null;
  }
}

function fallbackEmblem(site: SiteRecord): Emblem {
  const { accent, accentEnd } = themeOf(site);
  return { cx: 0, cy: 0, r: 1, from: accent, to: accentEnd, mark: [], markColour: '#ffffff', markOpacity: 1 };
}
