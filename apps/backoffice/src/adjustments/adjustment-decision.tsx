import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Stack } from '@mui/material';
import { useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import { ConfirmButton } from '../shared/confirm-button';
import { useApiAction } from '../shared/use-api-action';

// The server refuses a decision on one's own request with a 403: say that, not "your role may not".
const DECISION_ERRORS = { forbidden: 'app.adjustment.own_request' } as const;

/** Approve or reject a pending adjustment: only roles that may approve see it. */
export function AdjustmentDecision() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'adjustments', action: 'approve' });
  const { run, pending } = useApiAction(DECISION_ERRORS);
  if (!record || !canAccess || record.status !== 'pending') return null;
  const args = { id: record.id };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} onClick={(event) => event.stopPropagation()}>
      <ConfirmButton
        label="app.adjustment.approve"
        question="app.adjustment.approve_confirm"
        questionArgs={args}
        icon={<CheckIcon />}
        pending={pending}
        onConfirm={() => run(() => dataProvider.approveAdjustment(record.id))}
      />
      <ConfirmButton
        label="app.adjustment.reject"
        question="app.adjustment.reject_confirm"
        questionArgs={args}
        icon={<CloseIcon />}
        pending={pending}
        color="warning"
        onConfirm={() => run(() => dataProvider.rejectAdjustment(record.id))}
      />
    </Stack>
  );
}
