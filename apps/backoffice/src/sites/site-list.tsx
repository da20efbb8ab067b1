import SettingsIcon from '@mui/icons-material/Settings';
import { Button, DataTable, List, TextArrayField, useCanAccess, useRecordContext } from 'react-admin';
import { Link } from 'react-router';

/** The owner's way into a site's settings (the server refuses everyone else). */
function SettingsButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`/site-settings/${record.id}`}
      label="app.sites.settings"
      onClick={(event) => event.stopPropagation()}
    >
      <SettingsIcon />
    </Button>
  );
}

/** The sites granted to the operator; an owner opens a site's settings from here. */
export function SiteList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'site-settings', action: 'edit' });
  return (
    <List exporter={false} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable bulkActionButtons={false} rowClick={canEdit ? (id) => `/site-settings/${id}` : false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" disableSort />
        {/* One host, or every host of the site when the API lists them. */}
        <DataTable.Col
          source="host"
          disableSort
          render={(site) => site.host ?? (Array.isArray(site.hosts) ? site.hosts.join(', ') : '')}
        />
        <DataTable.Col source="currencies" field={TextArrayField} disableSort />
        {canEdit && (
          <DataTable.Col label=" " disableSort>
            <SettingsButton />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
}
