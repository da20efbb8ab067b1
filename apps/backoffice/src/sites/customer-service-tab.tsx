import { TextInput, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { localeLabel } from './choices';
import { SectionForm } from './section-form';

/** One address per language the site offers (and any written before for another one). */
export function CustomerServiceTab() {
  const record = useRecordContext<{ locales?: string[]; customer_urls?: Record<string, string> }>();
  const translate = useTranslate();
  const locales = [...new Set([...(record?.locales ?? []), ...Object.keys(record?.customer_urls ?? {})])];
  return (
    <SectionForm section="customer">
      <Typography variant="body2" color="text.secondary">
        {translate('app.sites.help.customer_urls')}
      </Typography>
      {locales.map((locale) => (
        <TextInput
          key={locale}
          source={`customer_urls.${locale}`}
          label={localeLabel(locale)}
          placeholder="https://"
          type="url"
        />
      ))}
    </SectionForm>
  );
}
