import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { AdjustBalanceDialog } from './adjust-balance-dialog';

/** "Adjust balance" on a member's page: only for roles that may adjust (owner, finance). */
export function AdjustBalanceButton() {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'adjustments', action: 'create' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  return (
    <>
      <Button label="app.member.actions.adjust_balance" onClick={() => setOpen(true)}>
        <AccountBalanceWalletIcon />
      </Button>
      {open && <AdjustBalanceDialog member={record} onClose={() => setOpen(false)} />}
    </>
  );
}
