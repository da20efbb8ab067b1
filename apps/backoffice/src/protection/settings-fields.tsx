import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatMoney, signOf } from '../shared/money';
import { useLang } from '../shared/use-lang';
import { formatLimit } from './limit-value';

const NUMBERS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

interface SiteLimit {
  measure: string;
  period: string;
  amount: string;
}

/** The deposit-limit prompt, on or off, as a chip. */
export function PromptField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return record.deposit_limit_prompt ? (
    <Chip size="small" color="success" label={translate('app.protection.on')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.protection.off')} />
  );
}

/** Each site-wide limit on a line: "Deposit, daily: 500.00 USD", "Play time, daily: 90 min", or "None". */
export function SiteLimitsSummary() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLang();
  if (!record) return null;
  const limits = Array.isArray(record.limits) ? (record.limits as SiteLimit[]) : [];
  if (limits.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('app.protection.settings.no_limits')}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      {limits.map((limit) => (
        <Box component="span" key={`${limit.measure}:${limit.period}`} sx={NUMBERS}>
          {translate('app.protection.settings.limit_summary', {
            measure: translate(`app.protection.measure.${limit.measure}`, { _: limit.measure }),
            period: translate(`app.protection.period.${limit.period}`, { _: limit.period }),
            amount: formatLimit(limit.measure, limit.amount, record.currency, lang),
          })}
        </Box>
      ))}
    </Box>
  );
}

/** The thresholds the jobs flag at, in a line: "Deposits a day 5 · Cancelled withdrawals 3 · …" (0 is off). */
export function ThresholdsSummary() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLang();
  if (!record) return null;
  const count = (field: string) => {
    const value = Number(record[field]);
    return value === 0 ? translate('app.protection.off') : String(value);
  };
  const net =
    signOf(record.net_deposits_30d) === 0
      ? translate('app.protection.off')
      : formatMoney(record.net_deposits_30d, record.currency, lang);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', ...NUMBERS }}>
      <span>{`${translate('resources.protection-settings.fields.deposits_per_day')}: ${count('deposits_per_day')}`}</span>
      <span>{`${translate('resources.protection-settings.fields.withdrawals_cancelled')}: ${count('withdrawals_cancelled')}`}</span>
      <span>{`${translate('resources.protection-settings.fields.night_play_nights')}: ${count('night_play_nights')}`}</span>
      <span>{`${translate('resources.protection-settings.fields.net_deposits_30d')}: ${net}`}</span>
    </Box>
  );
}
