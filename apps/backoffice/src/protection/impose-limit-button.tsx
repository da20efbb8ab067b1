import SpeedIcon from '@mui/icons-material/Speed';
import { Box, Button as MuiButton, Typography } from '@mui/material';
import { useState } from 'react';
import { SelectInput, useDataProvider, useTranslate } from 'react-admin';
import type { Identifier } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { MemberProtectionRecord } from '@playdeck/contract/admin';
import type { PlaydeckDataProvider } from '../api/types';
import { useLang } from '../shared/use-lang';
import { operatorLimitBody, validateOperatorLimit } from './limit-payload';
import { formatLimit } from './limit-value';
import { LimitValueInput } from './limit-value-input';
import { ProtectionDialog } from './protection-dialog';
import { measureChoices, periodChoices } from './protection-choices';

const SIDE_BY_SIDE = { helperText: false, fullWidth: false, sx: { minWidth: 180 } } as const;

/** The operator's limit in place for the measure and period chosen: a new one may only be lower. */
function LimitInPlace({ protection }: { protection: MemberProtectionRecord }) {
  const translate = useTranslate();
  const lang = useLang();
  const [measure, period] = useWatch({ name: ['measure', 'period'] }) as [string, string];
  const row = protection.limits.find((l) => l.measure === measure && l.period === period);
  const amount = row?.operator ? formatLimit(measure, row.operator, protection.currency, lang) : undefined;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {amount
        ? translate('app.protection.limit.in_place', { amount })
        : translate('app.protection.limit.none_in_place')}
    </Typography>
  );
}

/** "Impose limit": a money or play-time limit on this member, only ever lower than the operator's in place. */
export function ImposeLimitButton(props: { memberId: Identifier; protection: MemberProtectionRecord }) {
  const { memberId, protection } = props;
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const currency = protection.currency;
  return (
    <>
      {/* Labelled on a phone too (react-admin's own button keeps only its icon there). */}
      <MuiButton size="small" variant="outlined" startIcon={<SpeedIcon />} onClick={() => setOpen(true)}>
        {translate('app.protection.limit.impose')}
      </MuiButton>
      {open && (
        <ProtectionDialog
          title="app.protection.limit.impose"
          help="app.protection.limit.help"
          done="app.protection.limit.imposed"
          defaultValues={{ measure: 'deposit', period: 'day', amount: '' }}
          validate={(values) => validateOperatorLimit(values, currency)}
          submit={(values) => dataProvider.imposeLimit(memberId, operatorLimitBody(values))}
          onClose={() => setOpen(false)}
        >
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <SelectInput
              source="measure"
              label="app.protection.limits.measure"
              choices={measureChoices}
              {...SIDE_BY_SIDE}
            />
            <SelectInput
              source="period"
              label="app.protection.limits.period"
              choices={periodChoices}
              {...SIDE_BY_SIDE}
            />
          </Box>
          <LimitInPlace protection={protection} />
          <LimitValueInput currency={currency} />
        </ProtectionDialog>
      )}
    </>
  );
}
