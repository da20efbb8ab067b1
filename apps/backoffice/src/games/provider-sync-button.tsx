import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import SyncIcon from '@mui/icons-material/Sync';
import {
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Typography,
} from '@mui/material';
import type { PlaydeckDataProvider } from '../api/types';

/**
 * "Sync from provider": pulls the provider's game list. New games come in switched off (labelled new) so
 * the operator can check names and order first, unless the operator asks for them on here.
 */
export function ProviderSyncButton() {
  const record = useRecordContext<{ id: string; name: string }>();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [activateNew, setActivateNew] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const run = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.syncProvider(record.id, activateNew);
      notify('app.games.sync.done', {
        type: 'success',
        messageArgs: { added: data.added.length, deactivated: data.deactivated.length, offered: data.offered },
      });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="app.games.sync.action" onClick={() => setOpen(true)}>
        <SyncIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('app.games.sync.title', { name: record.name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" gutterBottom>
            {translate('app.games.sync.explain')}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={activateNew} onChange={(e) => setActivateNew(e.target.checked)} />}
            label={translate('app.games.sync.activate_new')}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={busy} />
          <Button label="app.games.sync.confirm" onClick={run} disabled={busy} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
}
