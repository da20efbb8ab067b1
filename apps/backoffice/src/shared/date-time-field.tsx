import { DateField, useLocaleState } from 'react-admin';
import type { DateFieldProps } from 'react-admin';
import { htmlLang } from '../i18n/i18n-provider';

/** A date and time written the way the console's language writes them (not the browser's). */
export function DateTimeField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField showTime locales={htmlLang(locale)} emptyText="—" {...props} />;
}
