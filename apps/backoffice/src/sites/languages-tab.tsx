import { CheckboxGroupInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { currencyChoices, localeChoices, localeLabel } from './choices';
import { SectionForm } from './section-form';

/** The default can only be one of the ticked entries: its choices follow the list above it. */
function DefaultOf(props: { list: string; source: string; label: (id: string) => string; helperText: string }) {
  const ticked = (useWatch({ name: props.list }) as string[] | undefined) ?? [];
  return (
    <SelectInput
      source={props.source}
      choices={ticked.map((id) => ({ id, name: props.label(id) }))}
      translateChoice={false}
      helperText={props.helperText}
    />
  );
}

/** Which currencies and languages the site offers, and which of each is the default. */
export function LanguagesTab() {
  return (
    <SectionForm section="languages">
      <CheckboxGroupInput source="currencies" choices={currencyChoices} translateChoice={false} />
      <DefaultOf
        list="currencies"
        source="default_currency"
        label={(id) => id}
        helperText="app.sites.help.default_currency"
      />
      <CheckboxGroupInput source="locales" choices={localeChoices} translateChoice={false} row={false} />
      <DefaultOf
        list="locales"
        source="default_locale"
        label={localeLabel}
        helperText="app.sites.help.default_locale"
      />
    </SectionForm>
  );
}
