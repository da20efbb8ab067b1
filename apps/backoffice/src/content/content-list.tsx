import { Box, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { statusChoices, deviceChoices } from './content-choices';
import type { ContentKind } from './content-kinds';
import { PICTURE_FIELD } from './content-kinds';
import { KindTabs, LanguageTabs } from './list-tabs';
import { LocaleCell, ScheduleCell, SortCell, ThumbCell, TitleCell } from './list-cells';
import { useContentKind } from './use-content-kind';
import { useSites } from '../shared/use-sites';

function SiteFilter(props: { source: string; alwaysOn?: boolean }) {
  const { sites } = useSites();
  return (
    <SelectInput
      source={props.source}
      label="app.content.fields.site_id"
      choices={sites.map((s) => ({ id: s.id, name: s.name }))}
      translateChoice={false}
    />
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SiteFilter key="site_id" source="site_id" alwaysOn />,
  <SelectInput key="status" source="status" label="app.content.fields.status" choices={statusChoices} alwaysOn />,
  <NullableBooleanInput key="active" source="active" label="app.content.fields.active" alwaysOn />,
];

/** "Create" opens the form on the site and in the language the list shows. */
function ListActions() {
  const { filterValues } = useListContext();
  return (
    <TopToolbar>
      <CreateButton state={{ from: { site_id: filterValues.site_id, locale: filterValues.locale } }} />
    </TopToolbar>
  );
}

/** Kinds written per template (the others show on every template, so the column would say nothing). */
const TEMPLATED = new Set<ContentKind>([
  'ad',
  'sponsor',
  'login',
  'register_background',
  'template_config',
  'mobile_footer',
]);

function EntriesTable(props: { kind: ContentKind }) {
  const { kind } = props;
  const translate = useTranslate();
  const col = (name: string) => translate(`app.content.fields.${name}`);
  return (
    <DataTable bulkActionButtons={false} rowClick="edit">
      <DataTable.Col source="id" label={col('id')} />
      {PICTURE_FIELD[kind] && (
        <DataTable.Col label={col('picture')} disableSort>
          <ThumbCell kind={kind} />
        </DataTable.Col>
      )}
      <DataTable.Col label={col('title')} disableSort>
        <TitleCell kind={kind} />
      </DataTable.Col>
      <DataTable.Col source="site_id" label={col('site_id')} disableSort>
        <ReferenceField source="site_id" reference="sites" link={false} />
      </DataTable.Col>
      <DataTable.Col source="locale" label={col('locale')} disableSort>
        <LocaleCell />
      </DataTable.Col>
      {TEMPLATED.has(kind) && (
        <DataTable.Col source="template" label={col('template')} disableSort>
          <TextField source="template" emptyText={translate('app.content.every_template')} />
        </DataTable.Col>
      )}
      <DataTable.Col
        source="device"
        label={col('device')}
        disableSort
        render={(r) => translate(deviceChoices.find((c) => c.id === r.device)?.name ?? String(r.device))}
      />
      <DataTable.Col source="starts_at" label={col('schedule')}>
        <ScheduleCell />
      </DataTable.Col>
      <DataTable.Col source="active" label={col('active')} disableSort>
        <BooleanField source="active" />
      </DataTable.Col>
      <DataTable.Col source="sort" label={col('sort')}>
        <SortCell />
      </DataTable.Col>
    </DataTable>
  );
}

/** On a phone: one line per entry, its picture, title, language and status. */
function PhoneEntries(props: { kind: ContentKind }) {
  const { kind } = props;
  return (
    <SimpleList
      rowClick="edit"
      leftIcon={
        PICTURE_FIELD[kind]
          ? () => (
              <Box sx={{ width: 88, mr: 1.5 }}>
                <ThumbCell kind={kind} />
              </Box>
            )
          : undefined
      }
      primaryText={<TitleCell kind={kind} />}
      secondaryText={
        <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <LocaleCell />
          <ScheduleCell />
        </Box>
      }
    />
  );
}

/** One kind's entries on the operator's sites: filters, a tab per language, order in place. */
export function ContentList() {
  const kind = useContentKind();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      exporter={false}
      sort={{ field: 'sort', order: 'ASC' }}
      perPage={25}
      title={translate(`app.content.kinds_plural.${kind}`)}
    >
      <KindTabs kind={kind} />
      <LanguageTabs />
      {phone ? <PhoneEntries kind={kind} /> : <EntriesTable kind={kind} />}
    </List>
  );
}
