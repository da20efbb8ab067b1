import UndoIcon from '@mui/icons-material/Undo';
import { useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import { ConfirmButton } from '../shared/confirm-button';
import { useApiAction } from '../shared/use-api-action';

/** Moves a provider wallet's balance back to the main wallet (not offered on the main wallet itself). */
export function WalletBringBackButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'member-wallets', action: 'bring-back' });
  const { run, pending } = useApiAction();
  if (!record || !canAccess || !record.provider) return null;
  return (
    <ConfirmButton
      label="app.member.actions.bring_back"
      question="app.member.actions.bring_back_confirm"
      icon={<UndoIcon />}
      pending={pending}
      onConfirm={() => run(() => dataProvider.bringBackWallet(record.id))}
    />
  );
}
