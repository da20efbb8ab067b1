import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, TextInput, maxLength, minLength, required, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

interface ReasonDialogProps {
  open: boolean;
  /** Translation keys of the title (also the confirm button) and of the explanation. */
  title: string;
  question: string;
  questionArgs?: Record<string, unknown>;
  pending: boolean;
  defaultValues?: FieldValues;
  /** More inputs above the reason (the new status, a plan). */
  children?: ReactNode;
  /** Ask for a reason (the default); without one the dialog only confirms, with its inputs. */
  reason?: boolean;
  color?: 'primary' | 'error';
  onClose: () => void;
  onSubmit: (values: FieldValues & { reason: string }) => void;
}

/** Confirms an action and asks for the reason the audit log keeps (the admin API requires one). */
export function ReasonDialog(props: ReasonDialogProps) {
  const translate = useTranslate();
  const { reason = true } = props;
  const submit = (values: FieldValues) => props.onSubmit({ ...values, reason: String(values.reason ?? '').trim() });
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <Form onSubmit={submit} defaultValues={{ reason: '', ...props.defaultValues }} noValidate>
        <DialogTitle>{translate(props.title)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(props.question, props.questionArgs)}
          </Typography>
          {props.children}
          {reason && (
            <TextInput
              source="reason"
              label="app.action.reason"
              validate={[required(), minLength(3), maxLength(500)]}
              multiline
              minRows={2}
              fullWidth
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={props.pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={props.color} disabled={props.pending}>
            {translate(props.title)}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
