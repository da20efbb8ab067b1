import {
  BooleanField,
  BooleanInput,
  DataTable,
  Edit,
  FunctionField,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  useTranslate,
} from 'react-admin';
import type { GameTypeRecord } from '@playdeck/contract/admin';

const filters = [
  <ReferenceInput key="site_id" source="site_id" reference="sites" alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

function TypeName() {
  const translate = useTranslate();
  return <FunctionField<GameTypeRecord> render={(r) => translate(`app.games.type.${r.name}`)} />;
}

/** A site's game types in hall order: the member site's tabs follow this order; a type off is not shown. */
export function GameTypeList() {
  return (
    <List filters={filters} exporter={false} perPage={50} sort={{ field: 'sort', order: 'ASC' }}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="site_id" disableSort>
          <ReferenceField source="site_id" reference="sites" link={false} />
        </DataTable.Col>
        <DataTable.Col source="gt_id" disableSort />
        <DataTable.Col source="name" disableSort>
          <TypeName />
        </DataTable.Col>
        <DataTable.Col source="sort" disableSort />
        <DataTable.Col source="active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** Only what the server takes: the version read, the place and on/off. */
const typePayload = (r: GameTypeRecord) => ({ version: r.version, sort: r.sort, active: r.active });

export function GameTypeEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={typePayload}>
      <SimpleForm>
        <TextField source="gt_id" />
        <TypeName />
        <NumberInput source="sort" min={0} max={1000} step={1} />
        <BooleanInput source="active" />
      </SimpleForm>
    </Edit>
  );
}
