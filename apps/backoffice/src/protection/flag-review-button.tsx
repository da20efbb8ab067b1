import FactCheckIcon from '@mui/icons-material/FactCheck';
import {
  TextInput,
  maxLength,
  minLength,
  required,
  useCanAccess,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import { ReasonButton } from '../shared/reason-button';
import { useApiAction } from '../shared/use-api-action';
import { FLAGS } from './protection-data-provider';

// Someone reviewed the flag first: say so; the list (or the member's tab) then shows their note.
const REVIEW_ERRORS = { conflict: 'app.protection.flags.reviewed_already' } as const;
const noteRules = [required(), minLength(3), maxLength(500)];

/** "Review" on an open marker of harm: what was looked at and done, kept with the flag and in the audit log. */
export function FlagReviewButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const { canAccess } = useCanAccess({ resource: FLAGS, action: 'review' });
  const { run, pending } = useApiAction(REVIEW_ERRORS);
  if (!record || !canAccess || record.state !== 'open') return null;
  return (
    // The list row opens nothing, but a click here must not reach it either.
    <span onClick={(event) => event.stopPropagation()}>
      <ReasonButton
        label="app.protection.flags.review"
        question="app.protection.flags.review_help"
        questionArgs={{ account: record.member_account }}
        icon={<FactCheckIcon />}
        // Labelled on a phone too (react-admin's own button keeps only its icon there).
        emphasis="outlined"
        reason={false}
        pending={pending}
        defaultValues={{ note: '' }}
        onConfirm={({ note }) =>
          run(() => dataProvider.reviewFlag(record.id, String(note ?? '')), 'app.protection.flags.reviewed')
        }
      >
        <TextInput
          source="note"
          label="app.protection.flags.note"
          validate={noteRules}
          multiline
          minRows={2}
          fullWidth
        />
      </ReasonButton>
    </span>
  );
}
