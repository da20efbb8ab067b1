import EditNoteIcon from '@mui/icons-material/EditNote';
import KeyIcon from '@mui/icons-material/Key';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PasswordIcon from '@mui/icons-material/Password';
import { Divider, Stack } from '@mui/material';
import { SelectInput, required, useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import type { MemberStatus } from '../api/types';
import { memberStatusChoices } from '../shared/choices';
import { useApiAction } from '../shared/use-api-action';
import { ReasonButton } from '../shared/reason-button';

/** Account actions on a member, each with a reason for the audit log; only for roles that manage members. */
export function MemberActions() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'members', action: 'status' });
  const { run, pending } = useApiAction();
  if (!record || !canAccess) return null;
  const id = record.id;
  const args = { account: record.account };
  return (
    <>
      <Divider sx={{ my: 2, width: '100%' }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ReasonButton
          label="app.member.actions.change_status"
          question="app.member.actions.change_status_help"
          icon={<EditNoteIcon />}
          pending={pending}
          defaultValues={{ status: record.status }}
          onConfirm={({ status, reason }) =>
            run(() => dataProvider.setMemberStatus(id, { status: status as MemberStatus, reason }))
          }
        >
          <SelectInput
            source="status"
            label="app.member.actions.new_status"
            choices={memberStatusChoices}
            validate={required()}
            fullWidth
          />
        </ReasonButton>
        <ReasonButton
          label="app.member.actions.unlock"
          question="app.member.actions.unlock_confirm"
          questionArgs={args}
          icon={<LockOpenIcon />}
          pending={pending}
          onConfirm={({ reason }) => run(() => dataProvider.unlockMember(id, reason))}
        />
        <ReasonButton
          label="app.member.actions.force_password_change"
          question="app.member.actions.force_password_change_confirm"
          questionArgs={args}
          icon={<PasswordIcon />}
          pending={pending}
          onConfirm={({ reason }) => run(() => dataProvider.forceMemberPasswordChange(id, reason))}
        />
        <ReasonButton
          label="app.member.actions.reset_withdraw_password"
          question="app.member.actions.reset_withdraw_password_confirm"
          questionArgs={args}
          icon={<KeyIcon />}
          pending={pending}
          onConfirm={({ reason }) => run(() => dataProvider.resetMemberWithdrawPassword(id, reason))}
        />
      </Stack>
    </>
  );
}
