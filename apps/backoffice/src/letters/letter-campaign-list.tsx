import { DataTable, FunctionField, List, SelectInput } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { campaignStatusChoices } from '../shared/choices';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { LetterCampaignCancel } from './letter-campaign-cancel';

const filters = [<SelectInput key="status" source="status" choices={campaignStatusChoices} alwaysOn />];

/** The first title of a campaign (the console writes the site's default language first). */
export const firstTitle = (record: RaRecord): string => String(Object.values(record.titles ?? {})[0] ?? '');

/** Letter campaigns: what was (or will be) sent to whom, delivered and read. */
export function LetterCampaignList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="id" />
        <DataTable.Col source="titles" disableSort>
          <FunctionField render={firstTitle} />
        </DataTable.Col>
        <DataTable.Col source="audience" disableSort>
          <FunctionField render={(r) => r.audience?.kind ?? ''} />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <StatusChip source="status" prefix="app.campaign_status" />
        </DataTable.Col>
        <DataTable.Col source="send_at" disableSort>
          <DateTimeField source="send_at" />
        </DataTable.Col>
        <DataTable.Col source="delivered" align="right" disableSort />
        <DataTable.Col source="read" align="right" disableSort />
        <DataTable.Col source="created_by" disableSort />
        <DataTable.Col disableSort>
          <LetterCampaignCancel />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
