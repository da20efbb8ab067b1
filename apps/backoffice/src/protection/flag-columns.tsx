import { DataTable, ReferenceField, TextField } from 'react-admin';
import { CodeField } from '../shared/code-field';
import { DateTimeField } from '../shared/date-time-field';
import { MemberLink } from '../shared/member-link';
import { StatusChip } from '../shared/status-chip';
import { FlagReviewButton } from './flag-review-button';

// The columns of a marker of harm, shared by the Markers of harm list and the member's Protection tab.

export const siteCol = (
  <DataTable.Col key="site_id" source="site_id" disableSort>
    <ReferenceField source="site_id" reference="sites" link={false} />
  </DataTable.Col>
);
/** The member, opening their Protection tab: where the flag is judged, with their limits and history. */
export const memberCol = (
  <DataTable.Col key="member_account" source="member_account" disableSort>
    <MemberLink idSource="member_id" accountSource="member_account" tab="protection" />
  </DataTable.Col>
);
export const flagCols = [
  <DataTable.Col key="kind" source="kind" disableSort>
    <CodeField source="kind" prefix="app.protection.marker" />
  </DataTable.Col>,
  <DataTable.Col key="detail" source="detail" disableSort sx={{ maxWidth: 260 }} />,
  <DataTable.Col key="raised_at" source="raised_at" disableSort>
    <DateTimeField source="raised_at" />
  </DataTable.Col>,
  <DataTable.Col key="state" source="state" disableSort>
    {/* An open flag waits for someone: it stands out; a reviewed one does not. */}
    <StatusChip source="state" prefix="app.protection.flag_state" />
  </DataTable.Col>,
  <DataTable.Col key="reviewed" source="reviewed_by" disableSort>
    <TextField source="reviewed_by" emptyText="—" />
  </DataTable.Col>,
  <DataTable.Col key="note" source="note" disableSort sx={{ maxWidth: 260 }}>
    <TextField source="note" emptyText="—" />
  </DataTable.Col>,
  <DataTable.Col key="review" label=" " disableSort>
    <FlagReviewButton />
  </DataTable.Col>,
];
