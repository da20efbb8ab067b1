import type { ReactNode } from 'react';
import { Form, SaveButton, Toolbar, useSaveContext, useTranslate } from 'react-admin';
import { Stack } from '@mui/material';
import { siteSettingsUpdate } from '@playdeck/contract/admin';
import { formErrors, sectionPayload } from './settings-payload';
import type { Section } from './settings-payload';

/** After another tab saves, this form takes the new version but keeps what was typed in it. */
const KEEP_TYPED = { keepDirtyValues: true } as const;

/**
 * One tab of the site's settings: its own form and Save button, checked before sending by the same
 * schema the server checks with, and sending only its own fields.
 */
export function SectionForm(props: { section: Section; children: ReactNode }) {
  const translate = useTranslate();
  const message = (field: string, fallback: string) => translate(`app.sites.invalid.${field}`, { _: fallback });
  const { save } = useSaveContext();
  const payload = (values: Record<string, unknown>) => sectionPayload(props.section, values);
  return (
    <Form
      resetOptions={KEEP_TYPED}
      validate={(values) => formErrors(siteSettingsUpdate, payload(values), message)}
      onSubmit={(values: Record<string, unknown>) => save?.(payload(values))}
    >
      <Stack sx={{ p: 2, maxWidth: 960 }} spacing={1}>
        {props.children}
      </Stack>
      <Toolbar>
        <SaveButton />
      </Toolbar>
    </Form>
  );
}
