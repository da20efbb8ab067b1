import {
  DataTable,
  FunctionField,
  List,
  ReferenceField,
  SelectInput,
  useLocaleState,
  useRecordContext,
} from 'react-admin';
import type { RaRecord } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';
import { EndNowButton } from './end-button';
import { toMajor } from './money';
import { currencyFilter, siteFilter } from '../shared/filter-inputs';

export const activityStatusChoices = ['scheduled', 'running', 'ended'].map((id) => ({
  id,
  name: `app.activities.status.${id}`,
}));

export const activityFilters = [
  siteFilter,
  currencyFilter,
  <SelectInput key="status" source="status" choices={activityStatusChoices} alwaysOn />,
];

/** The console's languages as the member site's locale ids. */
const CONSOLE_LOCALES: Record<string, string> = { en: 'en_US', zh: 'zh_CN' };

/** An operator's text in the console's language when it was written in it, else the first one written. */
export const textIn = (texts: unknown, consoleLocale: string): string => {
  const all = (texts ?? {}) as Record<string, string>;
  return all[CONSOLE_LOCALES[consoleLocale] ?? ''] ?? String(Object.values(all)[0] ?? '');
};

/** A record's texts (titles, labels) in the console's language. */
export function TextsField({ source }: { source: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  return <span>{textIn(record?.[source], locale)}</span>;
}

export const money = (source: string) => (r: RaRecord) => `${toMajor(r[source], r.currency)} ${r.currency}`;

/** Red-envelope drops: what each pays, when it runs, and how much of it was claimed. */
export function RedEnvelopeList() {
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
        <DataTable.Col source="status" disableSort>
          <StatusChip source="status" prefix="app.activities.status" />
        </DataTable.Col>
        <DataTable.Col source="budget" align="right" disableSort>
          <FunctionField render={money('budget')} />
        </DataTable.Col>
        <DataTable.Col source="claimed" align="right" disableSort>
          <FunctionField render={(r) => `${r.claimed} / ${r.count}`} />
        </DataTable.Col>
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
          <EndNowButton resource="red-envelopes" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
