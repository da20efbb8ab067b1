import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import { formatDecimal } from '../shared/decimal';
import { SITE_TIME_ZONE } from '../shared/site-time';
import { useErrorMessage } from '../shared/use-error-message';
import { signOf } from '../shared/money';
import { useLang } from '../shared/use-lang';

function Figure(props: { label: string; children: ReactNode; tone?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {props.label}
      </Typography>
      <Typography
        variant="body1"
        component="div"
        sx={{ fontVariantNumeric: 'tabular-nums', color: props.tone, fontWeight: 500 }}
      >
        {props.children}
      </Typography>
    </Box>
  );
}

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2 } as const;

/**
 * The member as they are now, beside the order: balance and what is held, turnover still to wager, the
 * last 30 days' deposits, withdrawals and game result, and when they registered and last logged in.
 */
export function MemberContextCard() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const lang = useLang();
  const context = useQuery({
    // Read again whenever the order changes (a decision moves the balance and what is held).
    queryKey: ['payment-orders', 'context', record?.id, record?.updated_at],
    queryFn: async () => (await dataProvider.paymentMemberContext(record!.id)).data,
    enabled: record !== undefined,
    placeholderData: (previous) => previous,
    retry: 1,
  });
  if (!record) return null;
  const t = (key: string) => translate(`app.payments.context.${key}`);
  const money = (value: string, sign = false) => `${formatDecimal(value, lang, { sign })} ${record.currency}`;
  // Written as the console's other times are (DateTimeField): the language's way, on the site clock.
  const time = (value: string | null) =>
    value ? new Date(value).toLocaleString(lang, { timeZone: SITE_TIME_ZONE }) : '—';
  const data = context.data;
  return (
    <Card variant="outlined" component="section" aria-label={t('title')}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {t('title')}
        </Typography>
        {context.error && !data && <Alert severity="error">{errorMessage(context.error)}</Alert>}
        {!data && !context.error && <Skeleton variant="rounded" height={120} />}
        {data && (
          <>
            {record.kind === 'withdrawal' && signOf(data.turnover_left) > 0 && (
              <Alert severity="warning">
                {translate('app.payments.context.turnover_warning', { amount: money(data.turnover_left) })}
              </Alert>
            )}
            <Box sx={GRID}>
              <Figure label={t('balance')}>{money(data.balance)}</Figure>
              <Figure label={t('held')}>{money(data.held)}</Figure>
              <Figure label={t('turnover_left')} tone={signOf(data.turnover_left) > 0 ? 'warning.main' : undefined}>
                {money(data.turnover_left)}
              </Figure>
              <Figure label={t('deposits_30d')}>{money(data.deposits_30d)}</Figure>
              <Figure label={t('withdrawals_30d')}>{money(data.withdrawals_30d)}</Figure>
              {/* What the member won (+) or lost (−) in games: the member's side, as the label says. */}
              <Figure label={t('net_game_result_30d')}>{money(data.net_game_result_30d, true)}</Figure>
              <Figure label={t('registered_at')}>{time(data.registered_at)}</Figure>
              <Figure label={t('last_login_at')}>{time(data.last_login_at)}</Figure>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
