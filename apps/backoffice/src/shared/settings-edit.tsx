import { Box, Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import {
  Edit,
  ReferenceField,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetOne,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { HttpError, RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorStatus } from '../api/http-client';
import { useErrorMessage } from './use-error-message';
import { ConflictAlert } from './conflict-alert';
import type { ConflictState } from './conflict-alert';

/** After "load the latest", the form takes the new version and the others' changes but keeps what was typed. */
const KEEP_TYPED = { keepDirtyValues: true } as const;

/** Settings nobody saved yet are the platform's defaults (version 0). */
export function SavedField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return record.version === 0 ? (
    <Chip size="small" label={translate('app.programmes.defaults')} />
  ) : (
    <Chip size="small" color="success" label={translate('app.programmes.saved')} />
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
export function SettingsHeading({ record }: { record: RaRecord }) {
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
 * The edit page of one site currency's programme settings: pessimistic, with the version read, so a change
 * saved meanwhile by someone else is a 409 shown above the form, never overwritten. `latest` shows, after
 * the latest settings are read again, what was saved meanwhile in a field the operator typed in.
 */
export function SettingsEdit(props: {
  titleKey: string;
  transform: (values: FieldValues) => object;
  validate: (values: FieldValues) => Record<string, unknown>;
  latest?: ReactNode;
  /** What the form edits, when it is not the record as read (a plan edits its next terms). */
  formValues?: (record: RaRecord) => FieldValues;
  children: ReactNode;
}) {
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [conflict, setConflict] = useState<ConflictState>('none');
  const onError = (error: unknown) => {
    if (errorStatus(error) === 409) {
      setConflict('refused');
      notify('app.programmes.conflict', { type: 'error' });
      return;
    }
    // A 400 naming a field is shown under that input (the form takes the reply's errors).
    if ((error as HttpError | undefined)?.body?.errors) return;
    notify(errorMessage(error), { type: 'error' });
  };
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={props.transform}
      mutationOptions={{ onError }}
      title={<SettingsTitle titleKey={props.titleKey} />}
    >
      {conflict !== 'none' && (
        <ConflictAlert state={conflict} onReloaded={() => setConflict('reloaded')} latest={props.latest} />
      )}
      <SettingsForm validate={props.validate} formValues={props.formValues}>
        {props.children}
      </SettingsForm>
    </Edit>
  );
}
