import { CURRENCIES, DISPLAY_ONLY_CURRENCIES } from '@playdeck/contract';
import { NumberInput, ReferenceInput, SelectInput } from 'react-admin';

// The filter-bar inputs many lists share (elements, so one can stand in several lists' filter arrays).

/** The currencies money moves in (not the display-only ones), shown as they are. */
export const moneyCurrencyChoices = CURRENCIES.filter((c) => !DISPLAY_ONLY_CURRENCIES.includes(c)).map((c) => ({
  id: c,
  name: c,
}));

/** The site, by name, kept on screen. */
export const siteFilter = (
  <ReferenceInput key="site_id" source="site_id" reference="sites" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>
);

/** The currency, kept on screen. */
export const currencyFilter = (
  <SelectInput key="currency" source="currency" choices={moneyCurrencyChoices} translateChoice={false} alwaysOn />
);

/** A member's (or agent's) id; under "Add filter" unless `alwaysOn` (a phone keeps fewer on screen). */
export const idFilter = (source: string, alwaysOn: boolean) => (
  <NumberInput key={source} source={source} min={1} step={1} alwaysOn={alwaysOn} />
);
