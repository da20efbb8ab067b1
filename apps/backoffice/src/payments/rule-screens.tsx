import { Box, Chip, InputAdornment, Typography } from '@mui/material';
import {
  DataTable,
  Edit,
  FunctionField,
  List,
  NumberInput,
  ReferenceField,
  SimpleForm,
  useCanAccess,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MoneyInput } from '../shared/money-input';
import { FixedIdentity } from '../shared/fixed-identity';
import { moneyHint } from '../shared/money-hint';
import { AmountField } from '../shared/amount-field';
import { ruleUpdateBody, validateRule } from './rule-payload';
import { siteFilter } from '../shared/filter-inputs';

const filters = [siteFilter];

/** A rule nobody saved yet is the platform's defaults (version 0). */
function SavedField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return record.version === 0 ? (
    <Chip size="small" label={translate('app.payments.rule.defaults')} />
  ) : (
    <Chip size="small" color="success" label={translate('app.payments.rule.saved')} />
  );
}

/** What a withdrawal must respect, one row per site currency. */
export function RuleList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'withdrawal-rules', action: 'edit' });
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'ASC' }} perPage={25} pagination={false}>
      <DataTable bulkActionButtons={false} rowClick={canEdit ? 'edit' : false}>
        <DataTable.Col source="site_id" disableSort>
          <ReferenceField source="site_id" reference="sites" link={false} />
        </DataTable.Col>
        <DataTable.Col source="currency" disableSort />
        <DataTable.Col source="min_amount" align="right" disableSort>
          <AmountField source="min_amount" />
        </DataTable.Col>
        <DataTable.Col source="max_amount" align="right" disableSort>
          <AmountField source="max_amount" />
        </DataTable.Col>
        <DataTable.Col source="daily_count" align="right" disableSort />
        <DataTable.Col source="daily_amount" align="right" disableSort>
          <AmountField source="daily_amount" />
        </DataTable.Col>
        <DataTable.Col source="turnover_multiplier" align="right" disableSort>
          <FunctionField render={(r) => `× ${r.turnover_multiplier}`} />
        </DataTable.Col>
        <DataTable.Col source="version" disableSort>
          <SavedField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function RuleInputs() {
  const record = useRecordContext();
  const translate = useTranslate();
  const currency = String(record?.currency ?? '');
  return (
    <>
      <FixedIdentity />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {moneyHint(translate, currency)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <MoneyInput source="min_amount" currency={currency} />
        <MoneyInput source="max_amount" currency={currency} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
        <NumberInput source="daily_count" min={0} max={1000} step={1} fullWidth={false} sx={{ minWidth: 180 }} />
        <MoneyInput source="daily_amount" currency={currency} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.payments.rule.daily_hint')}
      </Typography>
      <NumberInput
        source="turnover_multiplier"
        min={0}
        max={100}
        step={1}
        fullWidth={false}
        sx={{ mt: 2, width: 180 }}
        helperText="app.payments.rule.turnover_hint"
        slotProps={{ input: { startAdornment: <InputAdornment position="start">×</InputAdornment> } }}
      />
    </>
  );
}

/** "Withdrawal rules: Suncity, USD". */
function RuleTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data: site } = useGetOne<{ id: number; name: string }>(
    'sites',
    { id: record?.site_id },
    { enabled: record?.site_id !== undefined },
  );
  if (!record) return null;
  return <>{translate('app.payments.rule.title', { site: site?.name ?? record.site_id, currency: record.currency })}</>;
}

/** Pessimistic, with the version read (0 for the defaults): a change saved meanwhile is a 409. */
export function RuleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={ruleUpdateBody} title={<RuleTitle />}>
      <SimpleForm validate={validateRule}>
        <RuleInputs />
      </SimpleForm>
    </Edit>
  );
}
