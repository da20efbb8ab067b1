import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { Form, TextInput, regex, required, useAuthProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { PlaydeckAuthProvider } from '../api/auth-provider';
import type { TotpEnrolment } from '../api/types';
import { useTotpCall } from './use-totp-call';

/** Step two of enrolment: the QR code and secret, then the first code from the app turns it on. */
export function TotpSetup(props: {
  enrolment: TotpEnrolment;
  /** The enrolment code given at the start, where one is required: the confirmation spends it. */
  enrolmentCode?: string;
  onConfirmed: (codes: string[]) => void;
}) {
  const { enrolment, onConfirmed } = props;
  const auth = useAuthProvider<PlaydeckAuthProvider>();
  const translate = useTranslate();
  const { call, pending } = useTotpCall();
  const submit = async (values: FieldValues) => {
    const codes = await call(() => auth!.confirmTotpEnrolment(String(values.code), props.enrolmentCode));
    if (codes) onConfirmed(codes);
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="img"
        src={enrolment.qr_data_url}
        alt={translate('app.security.qr_alt')}
        width={200}
        height={200}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
      />
      <Box sx={{ maxWidth: 420 }}>
        <Typography gutterBottom>{translate('app.security.scan')}</Typography>
        {/* A read-only field: a labelled control that selects whole for copying into the app. */}
        <TextField
          label={translate('app.security.secret')}
          value={enrolment.secret}
          variant="outlined"
          size="small"
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, sx: { fontFamily: 'monospace', letterSpacing: 2 } } }}
          sx={{ mb: 2 }}
        />
        <Form onSubmit={submit} noValidate>
          <TextInput
            source="code"
            label="app.security.confirm_code"
            autoComplete="one-time-code"
            validate={[required(), regex(/^\d{6}$/, 'app.validation.six_digits')]}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('app.security.confirm')}
          </Button>
        </Form>
      </Box>
    </Stack>
  );
}
