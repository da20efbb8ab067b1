import { DataTable, List, ReferenceField, SimpleList, useTranslate } from 'react-admin';
import { CodeField } from '../shared/code-field';
import { DateTimeField } from '../shared/date-time-field';
import { AmountField } from '../shared/amount-field';
import { usePhone } from '../shared/use-phone';
import { MemberLink } from '../shared/member-link';
import { idFilter, siteFilter } from '../shared/filter-inputs';

/** Site and referrer stay on a phone's screen; the friend is under "Add filter" there. */
const filtersFor = (phone: boolean) => [siteFilter, idFilter('referrer_id', true), idFilter('friend_id', !phone)];

function AwardSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList
      rowClick={false}
      primaryText={(r) => `${r.referrer_account} ← ${r.friend_account}`}
      secondaryText={(r) => translate(`app.programmes.rule_kind.${r.kind}`, { _: r.kind })}
      tertiaryText={() => <AmountField source="amount" strong />}
    />
  );
}

/**
 * What the recommend-a-friend programme paid: who brought whom, which rule, how much and when. Read only.
 * Nothing paid yet still shows the filters (react-admin's empty page would hide them).
 */
export function ReferralAwardList() {
  const phone = usePhone();
  return (
    <List filters={filtersFor(phone)} exporter={false} sort={{ field: 'id', order: 'DESC' }} perPage={25} empty={false}>
      {phone ? (
        <AwardSimpleList />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="created_at" disableSort>
            <DateTimeField source="created_at" />
          </DataTable.Col>
          <DataTable.Col source="site_id" disableSort>
            <ReferenceField source="site_id" reference="sites" link={false} />
          </DataTable.Col>
          <DataTable.Col source="referrer_account" disableSort>
            <MemberLink idSource="referrer_id" accountSource="referrer_account" />
          </DataTable.Col>
          <DataTable.Col source="friend_account" disableSort>
            <MemberLink idSource="friend_id" accountSource="friend_account" />
          </DataTable.Col>
          <DataTable.Col source="kind" disableSort>
            <CodeField source="kind" prefix="app.programmes.rule_kind" />
          </DataTable.Col>
          <DataTable.Col source="amount" align="right" disableSort>
            <AmountField source="amount" strong />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
