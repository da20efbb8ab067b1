import { useLocaleState } from 'react-admin';
import { htmlLang } from '../i18n/i18n-provider';

/** The console's language as a BCP 47 tag, for number and date formats. */
export function useLang(): string {
  const [locale] = useLocaleState();
  return htmlLang(locale);
}
