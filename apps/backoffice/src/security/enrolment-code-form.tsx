import { Box, Button, Typography } from '@mui/material';
import { Form, TextInput, maxLength, required, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

/** Where a first enrolment needs it (production): the one-time code an owner gave, before the QR code. */
export function EnrolmentCodeForm(props: { pending: boolean; onSubmit: (enrolmentCode: string) => void }) {
  const translate = useTranslate();
  return (
    <Form onSubmit={(values: FieldValues) => props.onSubmit(String(values.enrolment_code).trim())} noValidate>
      <Box sx={{ maxWidth: 400 }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.security.enrolment_code_hint')}
        </Typography>
        <TextInput
          source="enrolment_code"
          label="app.security.enrolment_code"
          autoComplete="off"
          validate={[required(), maxLength(40)]}
          slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', letterSpacing: 2 } } }}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={props.pending} sx={{ display: 'flex' }}>
          {translate('app.security.start')}
        </Button>
      </Box>
    </Form>
  );
}
