import { DataTable, FunctionField, List, ReferenceField } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { EndNowButton } from './end-button';
import { activityFilters, money, TextsField } from './envelope-list';

/** Roulette wheels: their prizes, who may spin, when they run, spins and cash paid so far. */
export function RouletteList() {
  return (
    <List filters={activityFilters} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="id" />
        <DataTable.Col source="titles" disableSort>
          <TextsField source="titles" />
        </DataTable.Col>
        <DataTable.Col source="site_id" disableSort>
          <ReferenceField source="site_id" reference="sites" link={false} />
        </DataTable.Col>
        <DataTable.Col source="currency" disableSort />
        <DataTable.Col source="status" disableSort>
          <StatusChip source="status" prefix="app.activities.status" />
        </DataTable.Col>
        <DataTable.Col source="prizes" align="right" disableSort>
          <FunctionField render={(r) => r.prizes.length} />
        </DataTable.Col>
        <DataTable.Col source="spins" align="right" disableSort />
        <DataTable.Col source="paid" align="right" disableSort>
          <FunctionField render={money('paid')} />
        </DataTable.Col>
        <DataTable.Col source="start_at">
          <DateTimeField source="start_at" />
        </DataTable.Col>
        <DataTable.Col source="end_at">
          <DateTimeField source="end_at" />
        </DataTable.Col>
        <DataTable.Col disableSort>
          <EndNowButton resource="roulettes" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
