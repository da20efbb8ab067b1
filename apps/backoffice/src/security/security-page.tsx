import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useAuthProvider, useRedirect, useTranslate } from 'react-admin';
import { mustEnrolTotp } from '../api/auth-provider';
import type { PlaydeckAuthProvider } from '../api/auth-provider';
import type { TotpEnrolment } from '../api/types';
import { OPERATOR_QUERY_KEY, useOperator } from '../auth/use-operator';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';
import { EnrolmentCodeForm } from './enrolment-code-form';
import { useTotpCall } from './use-totp-call';

/** The operator's own security: two-factor sign-in status and enrolment. */
export function SecurityPage() {
  const translate = useTranslate();
  const auth = useAuthProvider<PlaydeckAuthProvider>();
  const queryClient = useQueryClient();
  const redirect = useRedirect();
  const { data: operator } = useOperator();
  const { call, pending } = useTotpCall();
  const [enrolment, setEnrolment] = useState<TotpEnrolment & { enrolmentCode?: string }>();
  const [codes, setCodes] = useState<string[]>();

  const start = async (enrolmentCode?: string) => {
    const begun = await call(() => auth!.startTotpEnrolment(enrolmentCode));
    setEnrolment(begun && { ...begun, enrolmentCode });
  };
  const confirmed = (recovery: string[]) => {
    setCodes(recovery);
    setEnrolment(undefined);
    // The gate lets the operator on now; the codes stay on this page until they leave.
    void queryClient.invalidateQueries({ queryKey: OPERATOR_QUERY_KEY });
  };

  let body;
  if (codes) body = <RecoveryCodes codes={codes} onDone={() => redirect('/')} />;
  else if (enrolment) {
    body = <TotpSetup enrolment={enrolment} enrolmentCode={enrolment.enrolmentCode} onConfirmed={confirmed} />;
  } else if (operator?.totp_enabled) body = <Alert severity="success">{translate('app.security.enrolled')}</Alert>;
  else if (operator) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={mustEnrolTotp(operator) ? 'warning' : 'info'}>
          {translate(mustEnrolTotp(operator) ? 'app.security.required' : 'app.security.not_enrolled')}
        </Alert>
        {operator.enrolment_code_required ? (
          <EnrolmentCodeForm pending={pending} onSubmit={start} />
        ) : (
          <Button variant="contained" onClick={() => start()} disabled={pending}>
            {translate('app.security.start')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.security.title" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('app.security.title')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
