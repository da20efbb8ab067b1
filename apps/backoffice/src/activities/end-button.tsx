import StopCircleIcon from '@mui/icons-material/StopCircle';
import { EditButton, TopToolbar, useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import { ConfirmButton } from '../shared/confirm-button';
import { useApiAction } from '../shared/use-api-action';

/** "End now", asked first: a drop or wheel that is scheduled or running ends at once for every member. */
export function EndNowButton({ resource }: { resource: 'red-envelopes' | 'roulettes' }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const { canAccess } = useCanAccess({ resource, action: 'end' });
  const { run, pending } = useApiAction();
  if (!record || !canAccess || record.status === 'ended') return null;
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <ConfirmButton
        label="app.activities.end_now"
        question={`app.activities.end_confirm_${record.status === 'scheduled' ? 'scheduled' : 'running'}`}
        questionArgs={{ id: record.id }}
        icon={<StopCircleIcon />}
        pending={pending}
        color="warning"
        onConfirm={() => run(() => dataProvider.endActivity(resource, record.id))}
      />
    </span>
  );
}

/** The show page's actions: edit while nobody has taken part yet (scheduled), and "end now". */
export function ActivityActions({ resource }: { resource: 'red-envelopes' | 'roulettes' }) {
  const record = useRecordContext();
  return (
    <TopToolbar>
      {record?.status === 'scheduled' && <EditButton />}
      <EndNowButton resource={resource} />
    </TopToolbar>
  );
}
