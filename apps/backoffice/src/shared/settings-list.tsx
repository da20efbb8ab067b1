import { Box, Chip } from '@mui/material';
import { Children } from 'react';
import type { ReactNode } from 'react';
import {
  DataTable,
  List,
  ReferenceField,
  SimpleList,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { RaRecord, SimpleListProps } from 'react-admin';
import { siteFilter } from './filter-inputs';
import { usePhone } from './use-phone';

const filters = [siteFilter];

/**
 * Settings nobody saved yet are the platform's defaults (version 0). `labels` is the catalogue prefix
 * holding the two words (`defaults`, `saved`).
 */
export function SavedField({ labels = 'app.programmes' }: { labels?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return record.version === 0 ? (
    <Chip size="small" label={translate(`${labels}.defaults`)} />
  ) : (
    <Chip size="small" color="success" label={translate(`${labels}.saved`)} />
  );
}

/** On or off, as a chip: a list read at a glance. */
export function EnabledField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return record.enabled ? (
    <Chip size="small" color="success" label={translate('app.programmes.on')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.programmes.off')} />
  );
}

/** A phone list's line of one site currency's settings: the site, the currency, on or off. */
function SettingsHeading({ record }: { record: RaRecord }) {
  return (
    <Box
      component="span"
      // The site's name as large as the currency beside it (a reference field writes body2).
      sx={{ display: 'flex', gap: 1, alignItems: 'center', '& .MuiTypography-root': { fontSize: 'inherit' } }}
    >
      <ReferenceField record={record} source="site_id" reference="sites" link={false} />
      <span>{record.currency}</span>
      <EnabledField />
    </Box>
  );
}

/** What a phone shows under each line's heading (the site, the currency, on or off). */
export type PhoneLines = Pick<SimpleListProps, 'secondaryText' | 'tertiaryText'>;

/**
 * Every site currency's settings of the resource in context, one row each, opened for editing by whoever
 * may edit them: the site, the currency, on or off (`enabled`, for settings with a switch), the screen's
 * own columns (`children`, `DataTable.Col`s), then whether they were saved or are still the defaults.
 * On a phone, `phone` makes it a list of lines instead (without it, the table stays).
 */
export function SettingsList(props: {
  enabled?: boolean;
  phone?: PhoneLines;
  /** The catalogue prefix of the saved and defaults chips (`SavedField`). */
  savedLabels?: string;
  children: ReactNode;
}) {
  const resource = useResourceContext();
  const isPhone = usePhone();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const rowClick = canEdit ? 'edit' : false;
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'ASC' }} perPage={25} pagination={false}>
      {isPhone && props.phone ? (
        <SimpleList rowClick={rowClick} primaryText={(r) => <SettingsHeading record={r} />} {...props.phone} />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={rowClick}>
          {/* As a flat list, without the switch's column where there is none: the table counts its columns. */}
          {Children.toArray([
            <DataTable.Col source="site_id" disableSort>
              <ReferenceField source="site_id" reference="sites" link={false} />
            </DataTable.Col>,
            <DataTable.Col source="currency" disableSort />,
            props.enabled && (
              <DataTable.Col source="enabled" disableSort>
                <EnabledField />
              </DataTable.Col>
            ),
            props.children,
            <DataTable.Col source="version" disableSort>
              <SavedField labels={props.savedLabels} />
            </DataTable.Col>,
          ])}
        </DataTable>
      )}
    </List>
  );
}
