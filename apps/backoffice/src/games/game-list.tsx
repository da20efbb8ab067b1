import {
  BooleanField,
  BooleanInput,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { CodeField } from '../shared/code-field';
import { gameKindChoices } from './game-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="site_id" source="site_id" reference="sites" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <TextInput key="gp_id" source="gp_id" parse={(v: string) => v.trim().toUpperCase()} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={gameKindChoices} />,
  <BooleanInput key="active" source="active" />,
];

/** A site's games and providers' lobby entries, with their labels and order in the hall. */
export function GameList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'sort', order: 'ASC' }} perPage={25}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="id" />
        <DataTable.Col source="site_id" disableSort>
          <ReferenceField source="site_id" reference="sites" link={false} />
        </DataTable.Col>
        <DataTable.Col source="gp_id" />
        <DataTable.Col source="game_code" />
        <DataTable.Col source="names" disableSort>
          <TextField source="names.en_US" />
        </DataTable.Col>
        <DataTable.Col source="kind" disableSort>
          <CodeField source="kind" prefix="app.games.kind" />
        </DataTable.Col>
        <DataTable.Col source="active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col source="sort" />
      </DataTable>
    </List>
  );
}
