import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** The recovery codes, shown once: copy them, then leave. */
export function RecoveryCodes(props: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.codes.join('\n'));
      notify('app.security.copied', { type: 'success' });
    } catch {
      notify('ra.notification.canceled', { type: 'warning' });
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography component="h2" variant="h6">
        {translate('app.security.recovery_title')}
      </Typography>
      <Alert severity="warning">{translate('app.security.recovery_warning')}</Alert>
      <Box
        component="ol"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, fontFamily: 'monospace', pl: 3, m: 0 }}
      >
        {props.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate('app.security.copy')}
        </Button>
        <Button variant="contained" onClick={props.onDone}>
          {translate('app.security.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
