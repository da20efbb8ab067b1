import { DataTable, List, SelectInput } from 'react-admin';
import { adjustmentStatusChoices } from '../shared/choices';
import { CodeField } from '../shared/code-field';
import { DateTimeField } from '../shared/date-time-field';
import { MoneyField } from '../shared/money-field';
import { StatusChip } from '../shared/status-chip';
import { AdjustmentDecision } from './adjustment-decision';
import { AdjustmentMember } from '../shared/adjustment-member';

const filters = [<SelectInput key="status" source="status" choices={adjustmentStatusChoices} alwaysOn />];

/** Manual balance adjustments: requested by one operator, approved or rejected by another. */
export function AdjustmentList() {
  // The create button hides itself for roles that may not adjust (canAccess 'create').
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="created_at" disableSort>
          <DateTimeField source="created_at" />
        </DataTable.Col>
        <DataTable.Col source="member_id" disableSort>
          <AdjustmentMember />
        </DataTable.Col>
        <DataTable.Col source="direction" disableSort>
          <CodeField source="direction" prefix="app.direction" />
        </DataTable.Col>
        <DataTable.Col source="amount" align="right" disableSort>
          <MoneyField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="reason_code" disableSort>
          <CodeField source="reason_code" prefix="app.reason_code" />
        </DataTable.Col>
        <DataTable.Col source="note" disableSort sx={{ minWidth: 160 }} />
        <DataTable.Col source="status" disableSort>
          <StatusChip source="status" prefix="app.adjustment_status" />
        </DataTable.Col>
        <DataTable.Col source="requested_by" disableSort />
        <DataTable.Col source="decided_by" disableSort />
        <DataTable.Col disableSort>
          <AdjustmentDecision />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
