import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  List,
  ReferenceField,
  SimpleList,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MoneyInput } from '../shared/money-input';
import { FixedIdentity } from '../shared/fixed-identity';
import { moneyHint } from '../shared/money-hint';
import { signOf } from '../shared/money';
import { AmountField } from '../shared/amount-field';
import { usePhone } from '../shared/use-phone';
import { EnabledField, SavedField, SettingsEdit, SettingsHeading } from '../shared/settings-edit';
import { transferRuleBody, validateTransferRule } from './transfer-rule-payload';
import { siteFilter } from '../shared/filter-inputs';

const RESOURCE = 'agent-transfer-rules';

const filters = [siteFilter];

/** The daily limit, or "No limit" for 0. */
function DailyField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return signOf(record.daily) === 0 ? <>{translate('app.agents.rule.no_limit')}</> : <AmountField source="daily" />;
}

function RuleTable({ canEdit }: { canEdit: boolean }) {
  return (
    <DataTable bulkActionButtons={false} rowClick={canEdit ? 'edit' : false}>
      <DataTable.Col source="site_id" disableSort>
        <ReferenceField source="site_id" reference="sites" link={false} />
      </DataTable.Col>
      <DataTable.Col source="currency" disableSort />
      <DataTable.Col source="enabled" disableSort>
        <EnabledField />
      </DataTable.Col>
      <DataTable.Col source="min" align="right" disableSort>
        <AmountField source="min" />
      </DataTable.Col>
      <DataTable.Col source="max" align="right" disableSort>
        <AmountField source="max" />
      </DataTable.Col>
      <DataTable.Col source="daily" align="right" disableSort>
        <DailyField />
      </DataTable.Col>
      <DataTable.Col source="version" disableSort>
        <SavedField />
      </DataTable.Col>
    </DataTable>
  );
}

function RuleSimpleList({ canEdit }: { canEdit: boolean }) {
  return (
    <SimpleList
      rowClick={canEdit ? 'edit' : false}
      primaryText={(r) => <SettingsHeading record={r} />}
      secondaryText={() => (
        <Box component="span" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <AmountField source="min" /> – <AmountField source="max" />
        </Box>
      )}
      tertiaryText={() => <DailyField />}
    />
  );
}

/** What agents may transfer to their downline, one row per site currency. */
export function TransferRuleList() {
  const phone = usePhone();
  const { canAccess: canEdit } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'ASC' }} perPage={25} pagination={false}>
      {phone ? <RuleSimpleList canEdit={canEdit ?? false} /> : <RuleTable canEdit={canEdit ?? false} />}
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
      <BooleanInput source="enabled" label="app.agents.rule.switch" helperText="app.agents.rule.enabled_hint" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 1 }}>
        {moneyHint(translate, currency)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <MoneyInput source="min" currency={currency} />
        <MoneyInput source="max" currency={currency} />
        <MoneyInput source="daily" currency={currency} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.agents.rule.daily_hint')}
      </Typography>
    </>
  );
}

/** Pessimistic, with the version read (0 for defaults never saved): a change saved meanwhile is a 409. */
export function TransferRuleEdit() {
  return (
    <SettingsEdit titleKey="app.agents.rule.title" transform={transferRuleBody} validate={validateTransferRule}>
      <RuleInputs />
    </SettingsEdit>
  );
}
