import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { BooleanInput, SaveButton, SimpleForm, Toolbar, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { SETTINGS_CONFLICT } from './conflict-alert';
import { FixedIdentity } from './fixed-identity';
import { VersionedEdit } from './versioned-edit';

/** After "load the latest", the form takes the new version and the others' changes but keeps what was typed. */
const KEEP_TYPED = { keepDirtyValues: true } as const;

/** "Referral settings: Suncity, USD" (or with the record's name: "Commission plan: Standard"). */
function SettingsTitle({ titleKey }: { titleKey: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data: site } = useGetOne<{ id: number; name: string }>(
    'sites',
    { id: record?.site_id },
    { enabled: record?.site_id !== undefined },
  );
  if (!record) return null;
  const args = { site: site?.name ?? record.site_id, currency: record.currency, name: record.name };
  return <>{translate(titleKey, args)}</>;
}

/** Settings have no delete: a site's currency always has them (its defaults until saved). */
function SaveToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** The on/off switch of settings that have one: its label and its hint. */
type SwitchLabels = { label: string; hint: string };

/** The inputs of a site currency's settings, given that currency. */
type SettingsInputs = (currency: string) => ReactNode;

/** The site and currency the settings belong to (shown, not edited), the switch, then the screen's inputs. */
function InputsFrame({ enabledSwitch, inputs }: { enabledSwitch?: SwitchLabels; inputs: SettingsInputs }) {
  const record = useRecordContext();
  return (
    <>
      <FixedIdentity />
      {enabledSwitch && <BooleanInput source="enabled" label={enabledSwitch.label} helperText={enabledSwitch.hint} />}
      {inputs(String(record?.currency ?? ''))}
    </>
  );
}

type FormProps = {
  validate: (values: FieldValues) => Record<string, unknown>;
  formValues?: (record: RaRecord) => FieldValues;
  children: ReactNode;
};

/** The form over the record read, or over what `formValues` makes of it (again after "load the latest"). */
function SettingsForm({ validate, formValues, children }: FormProps) {
  const record = useRecordContext();
  const values = useMemo(() => (record && formValues ? formValues(record) : undefined), [record, formValues]);
  return (
    // noValidate: the form's own rules say what is wrong, in the console's language (not the browser's).
    <SimpleForm record={values} validate={validate} resetOptions={KEEP_TYPED} toolbar={<SaveToolbar />} noValidate>
      {children}
    </SimpleForm>
  );
}

/**
 * The edit page of one site currency's settings (a programme, a transfer or withdrawal rule, a plan):
 * saved over the version read, 0 for the defaults of settings never saved (see `VersionedEdit`).
 * `transform` makes the request's body, `validate` checks that same body by the contract's rules, and
 * `children` gives the inputs below the site, the currency and the switch (`enabledSwitch`, where the
 * settings have one).
 */
export function SettingsEdit(props: {
  titleKey: string;
  transform: (values: FieldValues) => object;
  validate: (values: FieldValues) => Record<string, unknown>;
  latest?: ReactNode;
  /** What the form edits, when it is not the record as read (a plan edits its next terms). */
  formValues?: (record: RaRecord) => FieldValues;
  enabledSwitch?: SwitchLabels;
  children: SettingsInputs;
}) {
  return (
    <VersionedEdit
      title={<SettingsTitle titleKey={props.titleKey} />}
      transform={props.transform}
      messages={SETTINGS_CONFLICT}
      latest={props.latest}
    >
      <SettingsForm validate={props.validate} formValues={props.formValues}>
        <InputsFrame enabledSwitch={props.enabledSwitch} inputs={props.children} />
      </SettingsForm>
    </VersionedEdit>
  );
}
