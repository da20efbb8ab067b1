import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { Alert, Box } from '@mui/material';
import type { Hub88AccountRecord } from '@playdeck/contract/admin';

/** A PEM block reads as its lines: fixed-width letters. */
export const PEM_STYLE = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 };

/** What the page says of the stored key: set (with its fingerprint), unreadable, or none yet. */
function KeyStatus({ record }: { record: Hub88AccountRecord | undefined }) {
  const translate = useTranslate();
  if (!record?.private_key_set) return <Alert severity="info">{translate('app.games.hub88.key_missing')}</Alert>;
  if (!record.private_key_fingerprint) {
    return <Alert severity="warning">{translate('app.games.hub88.key_unreadable')}</Alert>;
  }
  return (
    <Alert severity="success">
      {translate('app.games.hub88.key_set', { fingerprint: record.private_key_fingerprint })}
    </Alert>
  );
}

/**
 * Our private key: written, never read back. The server answers only whether one is set and its
 * fingerprint; the box starts empty (empty keeps the stored key), masks what is pasted, and is emptied
 * again after each save so the key does not stay on the page.
 */
export function Hub88PrivateKeyInput() {
  const record = useRecordContext<Hub88AccountRecord>();
  const { setValue } = useFormContext();
  useEffect(() => {
    setValue('private_key', '', { shouldDirty: false });
  }, [record?.version, setValue]);
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <KeyStatus record={record} />
      <TextInput
        source="private_key"
        multiline
        minRows={4}
        fullWidth
        validate={record?.private_key_set ? undefined : required()}
        helperText={record?.private_key_set ? 'app.games.hub88.private_key_keep' : 'app.games.hub88.private_key_first'}
        slotProps={{
          // A textarea has no type=password: Chromium and Safari mask it with text-security.
          htmlInput: { autoComplete: 'off', spellCheck: false, style: { ...PEM_STYLE, WebkitTextSecurity: 'disc' } },
        }}
      />
    </Box>
  );
}
