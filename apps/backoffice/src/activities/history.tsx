import { Box, TextField as MuiTextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Pagination, ReferenceManyField, useTranslate } from 'react-admin';

/**
 * A drop's claims or a wheel's spins, newest first, ten a page, read again every few seconds; an
 * account narrows it to one member's.
 */
export function ActivityHistory(props: { reference: string; target: string; title: string; children: ReactNode }) {
  const translate = useTranslate();
  const [account, setAccount] = useState('');
  const filter = account.trim() ? { member_account: account.trim() } : {};
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
        <Typography variant="h6">{translate(props.title)}</Typography>
        <MuiTextField
          size="small"
          fullWidth={false}
          sx={{ width: 260 }}
          label={translate('app.activities.member_account')}
          value={account}
          onChange={(event) => setAccount(event.target.value.slice(0, 32))}
        />
      </Box>
      <ReferenceManyField
        reference={props.reference}
        target={props.target}
        filter={filter}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        queryOptions={{ refetchInterval: 3_000 }}
      >
        {props.children}
      </ReferenceManyField>
    </Box>
  );
}
