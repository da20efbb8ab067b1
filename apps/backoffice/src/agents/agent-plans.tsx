import { Box, Chip } from '@mui/material';
import { DataTable, List, ReferenceField, SimpleList, useCanAccess, useTranslate } from 'react-admin';
import { CodeField } from '../shared/code-field';
import { usePhone } from '../shared/use-phone';
import { DefaultPlanField, useNextFrom } from './agent-fields';
import { currencyFilter, siteFilter } from '../shared/filter-inputs';

const RESOURCE = 'agent-plans';

const filters = [siteFilter, currencyFilter];

/** Terms saved for a later period: from when. */
function NextChangeField() {
  const translate = useTranslate();
  const date = useNextFrom();
  if (!date) return null;
  return (
    <Chip size="small" color="info" variant="outlined" label={translate('app.agents.plan.changes_on', { date })} />
  );
}

/** The period as the terms now running say, and a change saved for later. */
function PeriodCell() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <CodeField source="terms.period" prefix="app.agents.period" />
      <NextChangeField />
    </Box>
  );
}

function PlanTable({ rowClick }: { rowClick: 'edit' | 'show' }) {
  return (
    <DataTable bulkActionButtons={false} rowClick={rowClick}>
      <DataTable.Col source="site_id" disableSort>
        <ReferenceField source="site_id" reference="sites" link={false} />
      </DataTable.Col>
      <DataTable.Col source="currency" disableSort />
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="is_default" disableSort>
        <DefaultPlanField />
      </DataTable.Col>
      <DataTable.Col source="terms.period" disableSort>
        <PeriodCell />
      </DataTable.Col>
      <DataTable.Col source="agents" align="right" disableSort />
    </DataTable>
  );
}

function PlanSimpleList({ rowClick }: { rowClick: 'edit' | 'show' }) {
  const translate = useTranslate();
  return (
    <SimpleList
      rowClick={rowClick}
      primaryText={(r) => (
        <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{r.name}</span>
          <DefaultPlanField />
        </Box>
      )}
      secondaryText={(r) => (
        <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{r.currency}</span>
          <PeriodCell />
        </Box>
      )}
      tertiaryText={(r) => translate('app.agents.plan.agents_count', { smart_count: r.agents })}
    />
  );
}

/** The commission plans of each site and currency; finance opens one to edit it, others to read it. */
export function PlanList() {
  const phone = usePhone();
  const { canAccess: canEdit } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  const rowClick = canEdit ? 'edit' : 'show';
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'ASC' }} perPage={25} empty={false}>
      {phone ? <PlanSimpleList rowClick={rowClick} /> : <PlanTable rowClick={rowClick} />}
    </List>
  );
}
