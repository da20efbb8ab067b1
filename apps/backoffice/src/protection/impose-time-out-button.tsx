import TimerOffIcon from '@mui/icons-material/TimerOff';
import { Button as MuiButton } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, SelectInput, useDataProvider, useTranslate } from 'react-admin';
import type { Identifier } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import { operatorTimeOutBody, validateOperatorTimeOut } from './limit-payload';
import { ProtectionDialog } from './protection-dialog';
import { timeOutChoices } from './protection-choices';

/**
 * "Impose time-out": no play and no deposits for the period. Nothing lifts it early, not even another
 * operator, so the dialog asks for an explicit "I understand" as well as the reason.
 */
export function ImposeTimeOutButton(props: { memberId: Identifier; account: unknown }) {
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Labelled on a phone too (react-admin's own button keeps only its icon there). */}
      <MuiButton size="small" variant="outlined" startIcon={<TimerOffIcon />} onClick={() => setOpen(true)}>
        {translate('app.protection.time_out.impose')}
      </MuiButton>
      {open && (
        <ProtectionDialog
          title="app.protection.time_out.impose"
          help="app.protection.time_out.help"
          helpArgs={{ account: props.account }}
          done="app.protection.time_out.imposed"
          color="error"
          defaultValues={{ period: '24h', confirm: false }}
          validate={validateOperatorTimeOut}
          submit={(values) => dataProvider.imposeTimeOut(props.memberId, operatorTimeOutBody(values))}
          onClose={() => setOpen(false)}
          confirm={<BooleanInput source="confirm" label="app.protection.time_out.confirm" />}
        >
          <SelectInput source="period" label="app.protection.time_out.period" choices={timeOutChoices} />
        </ProtectionDialog>
      )}
    </>
  );
}
