import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, ResourceContextProvider, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { AdjustmentInputs, adjustmentBody } from '../adjustments';
import { newRequestId } from '../shared/request-id';
import { useErrorMessage } from '../shared/use-error-message';

// The one conflict a new adjustment meets: a debit larger than the member's balance.
const CREATE_ERRORS = { conflict: 'app.adjustment.overdraw' } as const;

interface PostedAdjustment extends RaRecord {
  status: 'pending' | 'posted' | 'rejected';
  currency: string;
  balance_after: string | null;
}

/**
 * Credits or debits a member's main wallet. Mounted when opened, so each opening has its own request id:
 * a double click, or a retry after a lost reply, finds the first adjustment instead of making a second.
 */
export function AdjustBalanceDialog(props: { member: RaRecord; onClose: () => void }) {
  const { member, onClose } = props;
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorMessage = useErrorMessage(CREATE_ERRORS);
  const [requestId] = useState(newRequestId);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (values: FieldValues) => {
    setPending(true);
    setFailure(undefined);
    try {
      const body = adjustmentBody({ ...values, member_id: member.id }, requestId);
      const { data } = await dataProvider.create<PostedAdjustment>('adjustments', { data: body });
      if (data.status === 'pending') notify('app.adjustment.pending_notice', { type: 'info', messageArgs: data });
      else notify('app.adjustment.posted_notice', { type: 'success', messageArgs: data });
      // The member's balance and the ledger tab read again.
      refresh();
      onClose();
    } catch (error) {
      const message = errorMessage(error);
      // A refused field (a 400, or a debit above the balance) is marked under its input; anything else is
      // said in the dialog, since a notification behind a modal dialog is hidden from screen readers.
      const field = (error as { body?: { field?: unknown } }).body?.field;
      if (typeof field === 'string') return { [field]: message };
      setFailure(message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="sm">
      <ResourceContextProvider value="adjustments">
        <Form onSubmit={submit} defaultValues={{ direction: 'credit', amount: '', note: '' }} noValidate>
          <DialogTitle>{translate('app.member.actions.adjust_balance')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.member.actions.adjust_balance_help', {
                account: member.account,
                balance: member.balance,
                currency: member.currency,
              })}
            </Typography>
            <AdjustmentInputs currency={String(member.currency)} />
            {failure && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {failure}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={pending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {translate('app.member.actions.adjust_balance')}
            </Button>
          </DialogActions>
        </Form>
      </ResourceContextProvider>
    </Dialog>
  );
}
