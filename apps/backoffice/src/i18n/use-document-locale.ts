import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { htmlLang } from './i18n-provider';

/** Keeps <html lang> and the tab's title in the operator's language. */
export function useDocumentLocale() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    document.title = translate('app.title');
  }, [locale, translate]);
}
