import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Form, TextInput, maxLength, required, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

interface DecisionDialogProps {
  /** Translation keys of the title (also the confirm button), of the question and of the note's hint. */
  title: string;
  question: string;
  questionArgs: Record<string, unknown>;
  noteHint: string;
  /** A rejection needs a note: the member reads it. */
  noteRequired: boolean;
  pending: boolean;
  color: 'primary' | 'error';
  onClose: () => void;
  onSubmit: (note: string) => void;
}

/** Asks before a decision on an order (its number, member and amount said again), with a note. */
export function DecisionDialog(props: DecisionDialogProps) {
  const translate = useTranslate();
  const submit = (values: FieldValues) => props.onSubmit(String(values.note ?? '').trim());
  return (
    <Dialog open onClose={props.pending ? undefined : props.onClose} fullWidth maxWidth="xs">
      <Form onSubmit={submit} defaultValues={{ note: '' }} noValidate>
        <DialogTitle>{translate(props.title)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate(props.question, props.questionArgs)}
          </Typography>
          <TextInput
            source="note"
            label="app.payments.decision.note"
            helperText={props.noteHint}
            validate={props.noteRequired ? [required(), maxLength(500)] : maxLength(500)}
            multiline
            minRows={2}
            fullWidth
            autoFocus
          />
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
