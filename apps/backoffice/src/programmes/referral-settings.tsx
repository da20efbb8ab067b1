import { Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  DataTable,
  List,
  ReferenceField,
  SelectInput,
  SimpleFormIterator,
  SimpleList,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { REFERRAL_RULE_KINDS } from '@playdeck/contract';
import { MoneyInput } from '../shared/money-input';
import { FixedIdentity } from '../shared/fixed-identity';
import { moneyHint } from '../shared/money-hint';
import { usePhone } from '../shared/use-phone';
import { ruleKindChoices } from './programme-choices';
import { RulesSummary } from './programme-fields';
import { referralUpdateBody, unusedKinds, validateReferral } from './referral-payload';
import { EnabledField, SavedField, SettingsEdit, SettingsHeading } from '../shared/settings-edit';
import { siteFilter } from '../shared/filter-inputs';

const RESOURCE = 'referral-settings';

const filters = [siteFilter];

function ReferralTable() {
  const { canAccess: canEdit } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  return (
    <DataTable bulkActionButtons={false} rowClick={canEdit ? 'edit' : false}>
      <DataTable.Col source="site_id" disableSort>
        <ReferenceField source="site_id" reference="sites" link={false} />
      </DataTable.Col>
      <DataTable.Col source="currency" disableSort />
      <DataTable.Col source="enabled" disableSort>
        <EnabledField />
      </DataTable.Col>
      <DataTable.Col source="rules" disableSort>
        <RulesSummary />
      </DataTable.Col>
      <DataTable.Col source="version" disableSort>
        <SavedField />
      </DataTable.Col>
    </DataTable>
  );
}

function ReferralSimpleList() {
  const { canAccess: canEdit } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  return (
    <SimpleList
      rowClick={canEdit ? 'edit' : false}
      primaryText={(r) => <SettingsHeading record={r} />}
      secondaryText={() => <RulesSummary />}
    />
  );
}

/** The recommend-a-friend programme of each site currency: on or off, and what a friend earns the member. */
export function ReferralSettingsList() {
  const phone = usePhone();
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'ASC' }} perPage={25} pagination={false}>
      {phone ? <ReferralSimpleList /> : <ReferralTable />}
    </List>
  );
}

/** At most one rule per kind; a new row takes the kind not used yet. */
function RulesInput({ currency }: { currency: string }) {
  const rules = useWatch({ name: 'rules' }) as unknown[] | undefined;
  const free = unusedKinds(rules, REFERRAL_RULE_KINDS);
  return (
    <ArrayInput source="rules" label={false} helperText={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        disableAdd={(rules?.length ?? 0) >= REFERRAL_RULE_KINDS.length}
      >
        <SelectInput
          source="kind"
          label="app.programmes.referral.kind"
          choices={ruleKindChoices}
          defaultValue={free[0]}
          helperText={false}
          fullWidth={false}
          sx={{ minWidth: 200 }}
        />
        <MoneyInput source="threshold" currency={currency} label="app.programmes.referral.threshold" />
        <MoneyInput source="award" currency={currency} label="app.programmes.referral.award" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function ReferralInputs() {
  const record = useRecordContext();
  const translate = useTranslate();
  const currency = String(record?.currency ?? '');
  return (
    <>
      <FixedIdentity />
      <BooleanInput source="enabled" label="app.programmes.switch" helperText="app.programmes.referral.enabled_hint" />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 500 }}>
        {translate('app.programmes.referral.rules')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.programmes.referral.rules_hint')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {moneyHint(translate, currency)}
      </Typography>
      <RulesInput currency={currency} />
    </>
  );
}

export function ReferralSettingsEdit() {
  return (
    <SettingsEdit
      titleKey="app.programmes.referral.title"
      transform={referralUpdateBody}
      validate={validateReferral}
      latest={<RulesSummary />}
    >
      <ReferralInputs />
    </SettingsEdit>
  );
}
