import {
  BooleanField,
  DataTable,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceField,
  SelectInput,
  SimpleList,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CodeField } from '../shared/code-field';
import { channelKindChoices } from './payment-choices';
import { formatMoney, signOf } from '../shared/money';
import { AmountField } from '../shared/amount-field';
import { useLang } from '../shared/use-lang';
import { usePhone } from '../shared/use-phone';
import { currencyFilter, siteFilter } from '../shared/filter-inputs';

/** A phone keeps the site and currency on screen, the rest under "Add filter". */
const filtersFor = (phone: boolean) => [
  siteFilter,
  currencyFilter,
  <SelectInput key="kind" source="kind" choices={channelKindChoices} alwaysOn={!phone} />,
  <NullableBooleanInput key="enabled" source="enabled" alwaysOn={!phone} />,
];

/** On a phone: name and switch, where and what, and the amounts members may pay. */
function ChannelSimpleList() {
  const translate = useTranslate();
  const lang = useLang();
  const { canAccess: canEdit } = useCanAccess({ resource: 'payment-channels', action: 'edit' });
  return (
    <SimpleList
      rowClick={canEdit ? 'edit' : false}
      primaryText={(r) => r.name}
      secondaryText={(r) =>
        `${r.currency} · ${translate(`app.payments.channel_kind.${r.kind}`)}${r.enabled ? '' : ` · ${translate('app.payments.channel.off')}`}`
      }
      tertiaryText={(r) =>
        `${formatMoney(r.min_amount, undefined, lang)} – ${formatMoney(r.max_amount, r.currency, lang)}`
      }
    />
  );
}

/** A day's limit, or "No limit" for 0. */
export function LimitField({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (signOf(record[source]) === 0) return <>{translate('app.payments.no_limit')}</>;
  return <AmountField source={source} />;
}

/** Where members deposit: the gateway's channels and bank accounts, per site and currency, in members' order. */
export function ChannelList() {
  const phone = usePhone();
  return (
    <List filters={filtersFor(phone)} exporter={false} sort={{ field: 'sort', order: 'ASC' }} perPage={25}>
      {phone ? <ChannelSimpleList /> : <ChannelTable />}
    </List>
  );
}

/** Roles that may not change channels read them without a row opening a form they could not save. */
function ChannelTable() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'payment-channels', action: 'edit' });
  return (
    <DataTable bulkActionButtons={false} rowClick={canEdit ? 'edit' : false}>
      <DataTable.Col source="id" />
      <DataTable.Col source="site_id" disableSort>
        <ReferenceField source="site_id" reference="sites" link={false} />
      </DataTable.Col>
      <DataTable.Col source="currency" disableSort />
      <DataTable.Col source="kind" disableSort>
        <CodeField source="kind" prefix="app.payments.channel_kind" />
      </DataTable.Col>
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="enabled" disableSort>
        <BooleanField source="enabled" />
      </DataTable.Col>
      <DataTable.Col source="min_amount" align="right" disableSort>
        <AmountField source="min_amount" />
      </DataTable.Col>
      <DataTable.Col source="max_amount" align="right" disableSort>
        <AmountField source="max_amount" />
      </DataTable.Col>
      <DataTable.Col source="daily_limit" align="right" disableSort>
        <LimitField source="daily_limit" />
      </DataTable.Col>
      <DataTable.Col source="fee_rate_permille" align="right" disableSort>
        <FunctionField render={(r) => `${r.fee_rate_permille} ‰`} />
      </DataTable.Col>
      <DataTable.Col source="sort" />
    </DataTable>
  );
}
