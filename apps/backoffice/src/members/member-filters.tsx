import { DateInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { memberStatusChoices } from '../shared/choices';

/** The member list's filters (their names are the admin API's filter keys). */
export const memberFilters = [
  <SearchInput key="q" source="q" alwaysOn sx={{ minWidth: 320 }} />,
  <ReferenceInput key="site_id" source="site_id" reference="sites" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={memberStatusChoices} alwaysOn />,
  <TextInput key="currency" source="currency" parse={(v: string) => v.trim().toUpperCase()} />,
  <DateInput key="registered_from" source="registered_from" />,
  <DateInput key="registered_to" source="registered_to" />,
  <DateInput key="last_login_from" source="last_login_from" />,
  <DateInput key="last_login_to" source="last_login_to" />,
];
