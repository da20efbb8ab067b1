import { Button, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, required, useLogin, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useErrorMessage } from '../shared/use-error-message';

/** The code step: a 6-digit code from the authenticator app, or one recovery code. */
export function TotpForm(props: { challenge: string; onBack: () => void }) {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const [loading, setLoading] = useState(false);

  const submit = async (values: FieldValues) => {
    setLoading(true);
    try {
      await login({ challenge: props.challenge, code: String(values.code).trim() });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 320 }}>
          {translate('app.login.totp_hint')}
        </Typography>
        <TextInput
          source="code"
          label="app.login.code"
          autoComplete="one-time-code"
          autoFocus
          validate={required()}
          fullWidth
        />
        <Button variant="contained" type="submit" color="primary" disabled={loading} fullWidth sx={{ mt: 2 }}>
          {loading ? <CircularProgress size={19} thickness={3} /> : translate('app.login.verify')}
        </Button>
        <Button onClick={props.onBack} disabled={loading} fullWidth sx={{ mt: 1 }}>
          {translate('app.login.back')}
        </Button>
      </CardContent>
    </Form>
  );
}
