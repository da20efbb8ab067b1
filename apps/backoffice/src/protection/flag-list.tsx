import { Box } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { idFilter, siteFilter } from '../shared/filter-inputs';
import { StatusChip } from '../shared/status-chip';
import { usePhone } from '../shared/use-phone';
import { FlagReviewButton } from './flag-review-button';
import { flagCols, memberCol, siteCol } from './flag-columns';
import { flagStateChoices, markerChoices } from './protection-choices';

/** State and site stay on a phone's screen; the kind and the member are under "Add filter" there. */
const filtersFor = (phone: boolean) => [
  <SelectInput key="state" source="state" choices={flagStateChoices} alwaysOn />,
  siteFilter,
  <SelectInput key="kind" source="kind" choices={markerChoices} alwaysOn={!phone} />,
  idFilter('member_id', false),
];

/** A phone's line: the member and the marker, what was seen, then its state, when, and Review. */
function FlagSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList
      rowClick={false}
      primaryText={(r) => `${r.member_account} · ${translate(`app.protection.marker.${r.kind}`, { _: r.kind })}`}
      secondaryText={(r) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <span>{r.detail}</span>
          <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip source="state" prefix="app.protection.flag_state" />
            <DateTimeField source="raised_at" />
            <FlagReviewButton />
          </Box>
        </Box>
      )}
    />
  );
}

/**
 * Markers of harm the jobs raised, the open ones first (what waits for someone): each names the member,
 * who opens on their Protection tab, and is reviewed here with a note.
 */
export function FlagList() {
  const phone = usePhone();
  return (
    <List
      filters={filtersFor(phone)}
      filterDefaultValues={{ state: 'open' }}
      exporter={false}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      {phone ? (
        <FlagSimpleList />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" />
          {siteCol}
          {memberCol}
          {flagCols}
        </DataTable>
      )}
    </List>
  );
}
