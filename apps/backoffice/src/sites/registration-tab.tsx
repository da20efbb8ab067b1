import { useState } from 'react';
import {
  BooleanInput,
  EditBase,
  Form,
  SaveButton,
  Toolbar,
  useRecordContext,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { REGISTER_UNIQUE_FIELDS, registerSettingsUpdate } from '@playdeck/contract/admin';
import { formErrors } from './settings-payload';
import { useSettingsSaveError } from './use-settings-save-error';

const FLAGS = [
  'is_display',
  'is_required',
  'is_unique',
  'is_member_center',
  'is_verification',
  'is_member_center_verification',
] as const;

/** A flag that means nothing for this field is not offered (the server refuses it too). */
const applies = (name: string, flag: (typeof FLAGS)[number]) =>
  (flag !== 'is_unique' || (REGISTER_UNIQUE_FIELDS as readonly string[]).includes(name)) &&
  (flag !== 'is_member_center_verification' || name === 'member_phone');

/** A reload after a 409 brings the new version and others' changes, keeping what was typed here. */
const KEEP_TYPED = { keepDirtyValues: true } as const;

const payload = (values: Record<string, unknown>) => ({ version: values.version, fields: values.fields });

function FieldTable() {
  const record = useRecordContext<{ fields?: { name: string }[] }>();
  const translate = useTranslate();
  return (
    <Table size="small" sx={{ '& td, & th': { py: 0.25 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.sites.register.field')}</TableCell>
          {FLAGS.map((flag) => (
            <TableCell key={flag} align="center">
              {translate(`app.sites.register.${flag}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {(record?.fields ?? []).map((field, i) => (
          <TableRow key={field.name}>
            <TableCell>{translate(`app.sites.register_field.${field.name}`, { _: field.name })}</TableCell>
            {FLAGS.map((flag) => (
              <TableCell key={flag} align="center">
                {applies(field.name, flag) ? (
                  <BooleanInput
                    source={`fields.${i}.${flag}`}
                    label={false}
                    helperText={false}
                    sx={{ m: 0, alignItems: 'center', '& .MuiFormControlLabel-root': { m: 0 } }}
                  />
                ) : (
                  '—'
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The form of the currency in context: checked with the server's schema, sending the version it read. */
function CurrencyForm() {
  const translate = useTranslate();
  const { save } = useSaveContext();
  const message = (field: string, fallback: string) => translate(`app.sites.invalid.${field}`, { _: fallback });
  return (
    <Form
      resetOptions={KEEP_TYPED}
      validate={(values) => formErrors(registerSettingsUpdate, payload(values), message)}
      onSubmit={(values: Record<string, unknown>) => save?.(payload(values))}
    >
      <FieldTable />
      <Toolbar>
        <SaveButton />
      </Toolbar>
    </Form>
  );
}

/** One currency's settings: its own record (`register-settings/<site>:<currency>`) and version. */
function CurrencySettings(props: { id: string }) {
  const onError = useSettingsSaveError();
  return (
    <EditBase
      resource="register-settings"
      id={props.id}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onError }}
    >
      <CurrencyForm />
    </EditBase>
  );
}

/**
 * Register settings per currency: for each registration field, whether it is shown, required, unique, in
 * the member centre and checked, and for the phone whether the member centre verifies it by SMS.
 */
export function RegistrationTab() {
  const site = useRecordContext<{ id: number; currencies?: string[] }>();
  const translate = useTranslate();
  const currencies = site?.currencies ?? [];
  const [picked, setPicked] = useState<string | undefined>();
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  if (!site || !currency) return null;
  return (
    <Stack sx={{ p: 2 }} spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.sites.help.register')}
      </Typography>
      <Tabs value={currency} onChange={(_e, value: string) => setPicked(value)}>
        {currencies.map((c) => (
          <Tab key={c} value={c} label={c} />
        ))}
      </Tabs>
      <CurrencySettings key={currency} id={`${site.id}:${currency}`} />
    </Stack>
  );
}
