import { Button, CardContent, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, required, useLogin, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { TotpChallenge } from '../api/auth-provider';
import { useErrorMessage } from '../shared/use-error-message';

/** The password step. A right password with two-factor on hands over to the code step. */
export function CredentialsForm(props: { onChallenge: (challenge: string) => void }) {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const [loading, setLoading] = useState(false);

  const submit = async (values: FieldValues) => {
    setLoading(true);
    try {
      await login({ username: values.username, password: values.password });
    } catch (error) {
      if (error instanceof TotpChallenge) props.onChallenge(error.challenge);
      else notify(errorMessage(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent>
        <TextInput
          source="username"
          label="ra.auth.username"
          autoComplete="username"
          autoFocus
          validate={required()}
          fullWidth
        />
        <PasswordInput
          source="password"
          label="ra.auth.password"
          autoComplete="current-password"
          validate={required()}
          fullWidth
        />
        <Button variant="contained" type="submit" color="primary" disabled={loading} fullWidth sx={{ mt: 2 }}>
          {loading ? <CircularProgress size={19} thickness={3} /> : translate('ra.auth.sign_in')}
        </Button>
      </CardContent>
    </Form>
  );
}
