import { BLACKLIST_KINDS } from '@playdeck/contract/admin';
import {
  DataTable,
  DeleteButton,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { choices } from '../shared/choices';
import { CodeField } from '../shared/code-field';
import { siteFilter } from '../shared/filter-inputs';
import { useErrorMessage } from '../shared/use-error-message';

export const kindChoices = choices(BLACKLIST_KINDS, 'app.blacklist.kind');

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  siteFilter,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
];

/** Asks first, naming the value; shown only to those who may delete (DeleteButton asks canAccess). */
function RemoveButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle="app.blacklist.delete_title"
      confirmContent="app.blacklist.delete_confirm"
      translateOptions={{ value: record.value }}
      mutationOptions={{ onError: (error: unknown) => notify(errorMessage(error), { type: 'error' }) }}
    />
  );
}

/** The names, phone numbers and e-mail addresses each site refuses at registration. */
export function BlacklistList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="site_id">
          <ReferenceField source="site_id" reference="sites" link={false} />
        </DataTable.Col>
        <DataTable.Col source="kind">
          <CodeField source="kind" prefix="app.blacklist.kind" />
        </DataTable.Col>
        <DataTable.Col source="value" />
        <DataTable.Col label=" " disableSort align="right">
          <RemoveButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
