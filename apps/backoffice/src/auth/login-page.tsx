import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Login, useTranslate } from 'react-admin';
import { LocaleSwitcher } from '../i18n/locale-switcher';
import { useDocumentLocale } from '../i18n/use-document-locale';
import { CredentialsForm } from './credentials-form';
import { TotpForm } from './totp-form';

/** Sign-in: username and password, then (when the account has two-factor on) the one-time code. */
export function LoginPage() {
  useDocumentLocale();
  const translate = useTranslate();
  const [challenge, setChallenge] = useState<string>();
  return (
    <Login sx={{ '& .RaLogin-card': { width: 380, maxWidth: 'calc(100vw - 32px)' } }}>
      <Box component="header" sx={{ position: 'fixed', top: 8, right: 16, color: 'common.white' }}>
        <LocaleSwitcher />
      </Box>
      <Box sx={{ px: 2, textAlign: 'center' }}>
        <Typography component="h1" variant="h6">
          {translate('app.title')}
        </Typography>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {translate(challenge ? 'app.login.totp_title' : 'app.login.title')}
        </Typography>
      </Box>
      {challenge ? (
        <TotpForm challenge={challenge} onBack={() => setChallenge(undefined)} />
      ) : (
        <CredentialsForm onChallenge={setChallenge} />
      )}
    </Login>
  );
}
