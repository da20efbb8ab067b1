import KeyIcon from '@mui/icons-material/Key';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { EnrolmentCodeReply } from '@playdeck/contract/admin';
import type { PlaydeckDataProvider } from '../api/types';
import type { OperatorRecord } from '@playdeck/contract/admin';
import { useErrorMessage } from '../shared/use-error-message';

/**
 * On an operator's page: an owner makes the one-time code a first two-factor enrolment needs, and reads
 * it out once (it is not kept anywhere the console can show it again).
 */
export function EnrolmentCodePanel() {
  const record = useRecordContext<OperatorRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const [made, setMade] = useState<EnrolmentCodeReply>();
  const [pending, setPending] = useState(false);
  if (!record || record.status !== 'active') return null;

  const make = async () => {
    setPending(true);
    try {
      setMade((await dataProvider.makeEnrolmentCode(record.id)).data);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="enrolment-code-title" sx={{ px: 2, pb: 2, maxWidth: 640 }}>
      <Typography id="enrolment-code-title" component="h2" variant="h6" gutterBottom>
        {translate('resources.operators.enrolment.title')}
      </Typography>
      {record.totp_enabled ? (
        <Alert severity="success">{translate('resources.operators.enrolment.enabled')}</Alert>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.operators.enrolment.explain')}
          </Typography>
          {made && (
            <Alert severity="warning" icon={<KeyIcon />} sx={{ width: '100%' }}>
              <Typography variant="body2">
                {translate('resources.operators.enrolment.made', { username: record.username })}
              </Typography>
              <Typography
                component="output"
                aria-label={translate('app.security.enrolment_code')}
                sx={{ display: 'block', fontFamily: 'monospace', fontSize: '1.4rem', letterSpacing: 2, my: 1 }}
              >
                {made.enrolment_code}
              </Typography>
              <Typography variant="body2">
                {translate('resources.operators.enrolment.once', {
                  expires: new Date(made.expires_at).toLocaleString(locale),
                })}
              </Typography>
            </Alert>
          )}
          <Button variant="outlined" startIcon={<KeyIcon />} onClick={make} disabled={pending}>
            {translate('resources.operators.enrolment.make')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
