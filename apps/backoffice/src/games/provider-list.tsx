import {
  BooleanField,
  BooleanInput,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="site_id" source="site_id" reference="sites" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <BooleanInput key="active" source="active" />,
];

/** A site's game providers: on or off, transfers, and maintenance windows. */
export function ProviderList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'sort', order: 'ASC' }} perPage={25}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="site_id" disableSort>
          <ReferenceField source="site_id" reference="sites" link={false} />
        </DataTable.Col>
        <DataTable.Col source="gp_id" disableSort />
        <DataTable.Col source="name" />
        <DataTable.Col source="active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col source="transfer_enabled" disableSort>
          <BooleanField source="transfer_enabled" />
        </DataTable.Col>
        <DataTable.Col source="maintenance_start" disableSort>
          <DateTimeField source="maintenance_start" />
        </DataTable.Col>
        <DataTable.Col source="maintenance_end" disableSort>
          <DateTimeField source="maintenance_end" />
        </DataTable.Col>
        <DataTable.Col source="sort" />
      </DataTable>
    </List>
  );
}
