import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ArrayField,
  DataTable,
  Labeled,
  Loading,
  RecordContextProvider,
  ResourceContextProvider,
  useCanAccess,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { MemberProtectionRecord } from '@playdeck/contract/admin';
import { formatMoney } from '../shared/money';
import { useErrorMessage } from '../shared/use-error-message';
import { useLang } from '../shared/use-lang';
import { flagCols } from './flag-columns';
import { ImposeLimitButton } from './impose-limit-button';
import { ImposeTimeOutButton } from './impose-time-out-button';
import { EmptyRows } from './protection-fields';
import { BlocksTable, LimitsTable, RaisesTable, RealityAnswersTable } from './protection-tables';
import { FLAGS, MEMBER_PROTECTION } from './protection-data-provider';

/** Every row of the record, with the member's currency, so each amount is shown with it. */
function withCurrency(record: MemberProtectionRecord) {
  const add = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, currency: record.currency }));
  return {
    ...record,
    limits: add(record.limits).map((row) => ({ ...row, id: `${row.measure}:${row.period}` })),
    raises: add(record.raises),
    reality_answers: add(record.reality_answers),
  };
}

function Part(props: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mt: 3, overflowX: 'auto' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 0.5 }}>
        {translate(props.title)}
      </Typography>
      {props.children}
    </Box>
  );
}

/** The figures compliance weighs a flag against: net deposits, and how often a reality check asks. */
function Overview({ protection }: { protection: MemberProtectionRecord }) {
  const translate = useTranslate();
  const lang = useLang();
  const minutes = protection.reality_check_minutes;
  // Labeled shows its label over a component, not over a bare element: each value is a Typography.
  const figure = (label: string, value: string) => (
    <Labeled label={label}>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Labeled>
  );
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {figure(
        'app.protection.net_deposits.lifetime',
        formatMoney(protection.net_deposits.lifetime, protection.currency, lang),
      )}
      {figure(
        'app.protection.net_deposits.last_30_days',
        formatMoney(protection.net_deposits.last_30_days, protection.currency, lang),
      )}
      {figure(
        'app.protection.reality_check',
        minutes === 0 ? translate('app.protection.off') : translate('app.protection.every_minutes', { minutes }),
      )}
    </Box>
  );
}

/** The member page's Protection tab: limits, raises, blocks, reality-check answers, markers of harm. */
export function MemberProtectionTab() {
  const member = useRecordContext();
  const errorMessage = useErrorMessage();
  const { canAccess: canManage } = useCanAccess({ resource: MEMBER_PROTECTION, action: 'limit' });
  const { data, isPending, error } = useGetOne<MemberProtectionRecord>(
    MEMBER_PROTECTION,
    { id: Number(member?.id) },
    { enabled: member?.id !== undefined },
  );
  if (!member) return null;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (isPending || !data) return <Loading />;
  return (
    <RecordContextProvider value={withCurrency(data)}>
      <Stack sx={{ width: '100%' }}>
        {canManage && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
            <ImposeLimitButton memberId={member.id} protection={data} />
            <ImposeTimeOutButton memberId={member.id} account={member.account} />
          </Stack>
        )}
        <Overview protection={data} />
        <Part title="app.protection.parts.limits">
          <LimitsTable />
        </Part>
        <Part title="app.protection.parts.blocks">
          <BlocksTable />
        </Part>
        <Part title="app.protection.parts.raises">
          <RaisesTable />
        </Part>
        <Part title="app.protection.parts.answers">
          <RealityAnswersTable />
        </Part>
        <Part title="app.protection.parts.flags">
          {/* The flags' columns are named after the flags list's fields. */}
          <ResourceContextProvider value={FLAGS}>
            <ArrayField source="flags">
              <DataTable
                bulkActionButtons={false}
                rowClick={false}
                empty={<EmptyRows text="app.protection.flags.none" />}
              >
                {flagCols}
              </DataTable>
            </ArrayField>
          </ResourceContextProvider>
        </Part>
      </Stack>
    </RecordContextProvider>
  );
}
