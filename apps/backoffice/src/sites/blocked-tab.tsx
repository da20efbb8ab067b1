import { AutocompleteArrayInput, BooleanInput, useLocaleState } from 'react-admin';
import { useMemo } from 'react';
import { countryChoices } from './choices';
import { LinesInput } from './lines-input';
import { SectionForm } from './section-form';

/** Addresses and countries refused at login (106, 201, 202) and registration (218). */
export function BlockedTab() {
  const [locale] = useLocaleState();
  const choices = useMemo(() => countryChoices(locale), [locale]);
  return (
    <SectionForm section="blocked">
      <LinesInput source="blocked_ips" rows={5} helperText="app.sites.help.blocked_ips" />
      <AutocompleteArrayInput
        source="blocked_countries"
        choices={choices}
        translateChoice={false}
        helperText="app.sites.help.blocked_countries"
      />
      <BooleanInput source="require_country" helperText="app.sites.help.require_country" />
    </SectionForm>
  );
}
