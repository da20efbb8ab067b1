import CancelIcon from '@mui/icons-material/Cancel';
import { useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import { ConfirmButton } from '../shared/confirm-button';
import { useApiAction } from '../shared/use-api-action';

/** Cancels a campaign that has not been sent yet. */
export function LetterCampaignCancel() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'letter-campaigns', action: 'cancel' });
  const { run, pending } = useApiAction();
  if (!record || !canAccess || record.status !== 'scheduled') return null;
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <ConfirmButton
        label="app.letter_campaign.cancel"
        question="app.letter_campaign.cancel_confirm"
        questionArgs={{ id: record.id }}
        icon={<CancelIcon />}
        pending={pending}
        color="warning"
        onConfirm={() => run(() => dataProvider.cancelLetterCampaign(record.id))}
      />
    </span>
  );
}
