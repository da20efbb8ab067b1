import TimerOffIcon from '@mui/icons-material/TimerOff';
import { useState } from 'react';
import { BooleanInput, Button, SelectInput, useDataProvider } from 'react-admin';
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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.protection.time_out.impose" onClick={() => setOpen(true)}>
        <TimerOffIcon />
      </Button>
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
        >
          <SelectInput source="period" label="app.protection.time_out.period" choices={timeOutChoices} />
          <BooleanInput source="confirm" label="app.protection.time_out.confirm" />
        </ProtectionDialog>
      )}
    </>
  );
}
