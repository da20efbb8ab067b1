import TranslateIcon from '@mui/icons-material/Translate';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  useCreatePath,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router';
import type { PlaydeckDataProvider } from '../api/types';
import { errorStatus } from '../api/http-client';
import { useErrorMessage } from '../shared/use-error-message';
import { localeLabel } from './locale-names';
import { useSite } from '../shared/use-sites';

const EVERY = 'every';

/**
 * "Copy to language": the entry duplicated into another language (switched off, to be translated), then
 * opened for editing. The copy is of the version on screen: if it changed since, the server says 409.
 */
export function CopyToLanguageButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const errorMessage = useErrorMessage();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const [consoleLocale = 'en'] = useLocaleState();
  const site = useSite(record?.site_id);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || !resource) return null;
  const options = [...(record.locale ? [EVERY] : []), ...(site?.locales ?? []).filter((l) => l !== record.locale)];

  const copy = async () => {
    setBusy(true);
    try {
      const locale = target === EVERY ? null : target;
      const { data } = await dataProvider.copyContent(record.id, locale, Number(record.version));
      notify('app.content.copied', { type: 'success' });
      setOpen(false);
      navigate(createPath({ resource, type: 'edit', id: data.id }));
    } catch (error) {
      notify(errorStatus(error) === 409 ? 'app.content.conflict' : errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="app.content.copy" onClick={() => setOpen(true)} disabled={options.length === 0}>
        <TranslateIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="copy-to-language-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="copy-to-language-title">{translate('app.content.copy')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('app.content.copy_help')}
          </Typography>
          <TextField
            select
            fullWidth
            label={translate('app.content.fields.locale')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {options.map((locale) => (
              <MenuItem key={locale} value={locale}>
                {locale === EVERY ? translate('app.content.every_language') : localeLabel(locale, consoleLocale)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button label="app.content.copy_confirm" onClick={copy} disabled={!target || busy} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
}
