import { DateField, useLocaleState } from 'react-admin';
import type { DateFieldProps } from 'react-admin';
import { htmlLang } from '../i18n/i18n-provider';
import { SITE_TIME_ZONE } from './site-time';

/**
 * A date and time written the way the console's language writes them (not the browser's), on the site's
 * clock like every time the console shows and takes.
 */
export function DateTimeField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return (
    <DateField showTime locales={htmlLang(locale)} options={{ timeZone: SITE_TIME_ZONE }} emptyText="—" {...props} />
  );
}
