import { AD_COOKIE_MAX_AGE_S, COOKIE_KEYS } from '@playdeck/contract';
import { readCookie, writeCookie } from './cookies';

export interface AdCookieInput {
  /** The `fbclid` of the address the visitor came in by (an ad click). */
  fbclid: string | undefined;
  existingFbp: string | undefined;
  existingFbc: string | undefined;
  now: number;
  /** A random number for a new browser id. */
  random: number;
}

/**
 * The ad-tracking cookies an ad click leaves: _fbc names the click (`fb.1.<ms>.<fbclid>`, the ad
 * platform's format), _fbp this browser (`fb.1.<ms>.<random>`), kept if already there. Nothing without
 * a click id, and a click already recorded is not overwritten by a reload of the same address.
 */
export function adCookiesFor({ fbclid, existingFbp, existingFbc, now, random }: AdCookieInput): Record<string, string> {
  const click = fbclid?.trim();
  if (!click) return {};
  const cookies: Record<string, string> = {};
  if (!existingFbc?.endsWith(`.${click}`)) cookies[COOKIE_KEYS.fbc] = `fb.1.${now}.${click}`;
  if (!existingFbp) cookies[COOKIE_KEYS.fbp] = `fb.1.${now}.${Math.floor(random * 1e10)}`;
  return cookies;
}

/** Writes them for 90 days (7776000 s), SameSite=Lax, Secure on https (writeCookie). */
export function rememberAdClick(fbclid: string | undefined): void {
  const cookies = adCookiesFor({
    fbclid,
    existingFbp: readCookie(COOKIE_KEYS.fbp),
    existingFbc: readCookie(COOKIE_KEYS.fbc),
    now: Date.now(),
    random: Math.random(),
  });
  for (const [name, value] of Object.entries(cookies)) writeCookie(name, value, { maxAge: AD_COOKIE_MAX_AGE_S });
}
