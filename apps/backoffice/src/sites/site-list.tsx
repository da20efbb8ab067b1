import { DataTable, List, TextArrayField } from 'react-admin';

/** Sites are read-only here: they are configured on the server. */
export function SiteList() {
  return (
    <List exporter={false} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" disableSort />
        {/* One host, or every host of the site when the API lists them. */}
        <DataTable.Col
          source="host"
          disableSort
          render={(site) => site.host ?? (Array.isArray(site.hosts) ? site.hosts.join(', ') : '')}
        />
        <DataTable.Col source="currencies" field={TextArrayField} disableSort />
      </DataTable>
    </List>
  );
}
