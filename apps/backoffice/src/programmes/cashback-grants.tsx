import { Box } from '@mui/material';
import { DataTable, List, ReferenceField, SelectInput, SimpleList } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { AmountField } from '../shared/amount-field';
import { usePhone } from '../shared/use-phone';
import { grantStatusChoices } from './programme-choices';
import { MemberLink } from '../shared/member-link';
import { PeriodField } from '../shared/period-field';
import { idFilter, siteFilter } from '../shared/filter-inputs';

/** Site and status stay on a phone's screen; the member is under "Add filter" there. */
const filtersFor = (phone: boolean) => [
  siteFilter,
  idFilter('member_id', !phone),
  <SelectInput key="status" source="status" choices={grantStatusChoices} alwaysOn />,
];

function GrantSimpleList() {
  return (
    <SimpleList
      rowClick={false}
      primaryText={(r) => r.member_account}
      secondaryText={() => (
        <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <PeriodField />
          <StatusChip source="status" prefix="app.programmes.grant_status" />
        </Box>
      )}
      tertiaryText={() => <AmountField source="amount" strong />}
    />
  );
}

/**
 * What the cash-back programme granted each member per period, and whether it was claimed. Read only.
 * Nothing paid yet still shows the filters (react-admin's empty page would hide them).
 */
export function CashbackGrantList() {
  const phone = usePhone();
  return (
    <List filters={filtersFor(phone)} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25} empty={false}>
      {phone ? (
        <GrantSimpleList />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="site_id" disableSort>
            <ReferenceField source="site_id" reference="sites" link={false} />
          </DataTable.Col>
          <DataTable.Col source="member_account" disableSort>
            <MemberLink idSource="member_id" accountSource="member_account" />
          </DataTable.Col>
          <DataTable.Col source="period_start" disableSort>
            <PeriodField />
          </DataTable.Col>
          <DataTable.Col source="net_loss" align="right" disableSort>
            <AmountField source="net_loss" />
          </DataTable.Col>
          <DataTable.Col source="amount" align="right" disableSort>
            <AmountField source="amount" strong />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <StatusChip source="status" prefix="app.programmes.grant_status" />
          </DataTable.Col>
          <DataTable.Col source="claim_until" disableSort>
            <DateTimeField source="claim_until" />
          </DataTable.Col>
          <DataTable.Col source="paid_at" disableSort>
            <DateTimeField source="paid_at" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
