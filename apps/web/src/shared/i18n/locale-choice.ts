import type { Locale } from '@playdeck/contract';
import { COOKIE_KEYS, LANG_COOKIE_MAX_AGE_S, LOCALE_COOKIE_MAX_AGE_S } from '@playdeck/contract';
import { writeCookie } from '../lib/cookies';
import { isGameWindowOpen } from '../lib/game-window';
import { toast } from '../ui/toast/toast-store';
import { t } from './translate';

export { chooseLocale } from '@playdeck/contract';
export type { LocaleInput } from '@playdeck/contract';

/** Stores the choice and reloads; refused while a game window is open. */
export function switchLocale(next: Locale): boolean {
  if (isGameWindowOpen()) {
    toast.error(t('pg.err_is_playing'));
    return false;
  }
  writeCookie(COOKIE_KEYS.locale, next, { maxAge: LOCALE_COOKIE_MAX_AGE_S });
  writeCookie(COOKIE_KEYS.lang, next, { maxAge: LANG_COOKIE_MAX_AGE_S });
  location.reload();
  return true;
}
