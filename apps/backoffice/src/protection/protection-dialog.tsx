import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Form, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorStatus } from '../api/http-client';
import { useErrorMessage } from '../shared/use-error-message';

/**
 * The dialog of an action on a member's protection: its inputs, the reason the audit log keeps, and the
 * server's refusal said inside the dialog (a notification behind a modal dialog is hidden from screen
 * readers). A refusal (409: a raise, or daily above weekly) is the server's own words: they say which limit.
 */
export function ProtectionDialog(props: {
  /** Catalogue keys: the title (also the submit button), the explanation, the notice once done. */
  title: string;
  help: string;
  helpArgs?: Record<string, unknown>;
  done: string;
  defaultValues: FieldValues;
  validate: (values: FieldValues) => Record<string, unknown>;
  color?: 'primary' | 'error';
  submit: (values: FieldValues) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  /** Below the reason, last before the buttons: an "I understand" the operator ticks. */
  confirm?: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorMessage = useErrorMessage();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const onSubmit = async (values: FieldValues) => {
    setPending(true);
    setFailure(undefined);
    try {
      await props.submit(values);
      notify(props.done, { type: 'success' });
      // The tab and the member's audit read again.
      refresh();
      props.onClose();
    } catch (error) {
      // A refusal names a field too (the amount of a raise, the period out of order), but it is about the
      // limits in place, not what was typed: said above the buttons in the server's words, which name them.
      if (errorStatus(error) === 409) {
        setFailure(translate('app.protection.refused', { message: (error as Error).message }));
        return;
      }
      const field = (error as { body?: { field?: unknown } }).body?.field;
      if (typeof field === 'string') return { [field]: errorMessage(error) };
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : props.onClose} fullWidth maxWidth="sm">
      <Form
        onSubmit={onSubmit}
        defaultValues={{ reason: '', ...props.defaultValues }}
        validate={props.validate}
        noValidate
      >
        <DialogTitle>{translate(props.title)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(props.help, props.helpArgs)}
          </Typography>
          {props.children}
          <TextInput source="reason" label="app.action.reason" multiline minRows={2} fullWidth />
          {props.confirm}
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={props.color} disabled={pending}>
            {translate(props.title)}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
