import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { ReferenceInput, SelectInput, TextField, TextInput, required, useGetOne, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';

export interface SiteShape {
  currencies?: string[];
  locales?: string[];
  default_locale?: string;
}

/** The site the form is about (chosen on create, the record's on edit). */
export function useFormSite(): SiteShape | undefined {
  const siteId = useWatch({ name: 'site_id' });
  const { data } = useGetOne<SiteShape & { id: number }>('sites', { id: siteId }, { enabled: Boolean(siteId) });
  return data;
}

/** The site's languages, its default first. */
export function siteLocales(site: SiteShape | undefined): string[] {
  const locales = site?.locales ?? [];
  const first = site?.default_locale;
  return first && locales.includes(first) ? [first, ...locales.filter((l) => l !== first)] : locales;
}

/** Site and currency: chosen on create, fixed afterwards (shown as text on edit). */
export function SiteCurrencyInputs({ editing }: { editing: boolean }) {
  const site = useFormSite();
  const record = useRecordContext();
  if (editing && record) {
    return (
      <Box sx={{ display: 'flex', gap: 4, mb: 1 }}>
        <TextField source="site_id" />
        <TextField source="currency" />
      </Box>
    );
  }
  const currencies = (site?.currencies ?? []).map((c) => ({ id: c, name: c }));
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <ReferenceInput source="site_id" reference="sites">
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <SelectInput source="currency" choices={currencies} translateChoice={false} validate={required()} />
    </Box>
  );
}

/** One tab per language of the site (its default first): the text members read in that language. */
export function LanguageTabs({ source, label, site }: { source: string; label: string; site?: SiteShape }) {
  const [tab, setTab] = useState(0);
  const locales = siteLocales(site);
  if (!locales.length) return null;
  const current = Math.min(tab, locales.length - 1);
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <Tabs value={current} onChange={(_, value: number) => setTab(value)} variant="scrollable">
        {locales.map((locale) => (
          <Tab key={locale} label={locale} />
        ))}
      </Tabs>
      {locales.map((locale, i) => (
        <Box key={locale} hidden={i !== current} sx={{ pt: 1 }}>
          <TextInput source={`${source}.${locale}`} label={label} fullWidth />
        </Box>
      ))}
    </Box>
  );
}
