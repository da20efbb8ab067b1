import { Box, Link, Typography } from '@mui/material';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatMoney, signOf } from '../payments/money';
import { permilleAsPercent } from '../payments/channel-payload';
import { useLang } from '../payments/payment-fields';
import { formatPeriod } from './period';

const NUMBERS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A member of the record (`<role>_id`, `<role>_account`), a link to their page that does not open the row. */
export function MemberLink(props: { idSource: string; accountSource: string }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const account = record[props.accountSource];
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'members', id: record[props.idSource], type: 'show' })}
      onClick={(event) => event.stopPropagation()}
    >
      {typeof account === 'string' && account ? account : `#${String(record[props.idSource])}`}
    </Link>
  );
}

interface Rule {
  kind: string;
  threshold: string;
  award: string;
}

/** Each award rule on a line: "First deposit ≥ 100.00 USD → 10.00 USD", or "No rules". */
export function RulesSummary() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLang();
  if (!record) return null;
  const rules = Array.isArray(record.rules) ? (record.rules as Rule[]) : [];
  if (rules.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('app.programmes.referral.no_rules')}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      {rules.map((rule) => (
        <Box component="span" key={rule.kind} sx={NUMBERS}>
          {translate('app.programmes.referral.rule_summary', {
            kind: translate(`app.programmes.rule_kind.${rule.kind}`, { _: rule.kind }),
            threshold: formatMoney(rule.threshold, record.currency, lang),
            award: formatMoney(rule.award, record.currency, lang),
          })}
        </Box>
      ))}
    </Box>
  );
}

/** "50 ‰ (5%)": the rate as stored, with the percentage operators usually think in. */
export function RateField() {
  const record = useRecordContext();
  const lang = useLang();
  if (!record) return null;
  const percent = permilleAsPercent(record.rate_permille, lang);
  return (
    <Box component="span" sx={NUMBERS}>
      {`${String(record.rate_permille)} ‰`}
      {percent && <Typography component="span" variant="body2" color="text.secondary">{` (${percent})`}</Typography>}
    </Box>
  );
}

/** A cap, or "No cap" for 0. */
export function CapField() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLang();
  if (!record) return null;
  if (signOf(record.cap) === 0) return <>{translate('app.programmes.cashback.no_cap')}</>;
  return (
    <Box component="span" sx={NUMBERS}>
      {formatMoney(record.cap, record.currency, lang)}
    </Box>
  );
}

/**
 * The days a grant's period covers. Periods are UTC days and weeks from Monday (decision 0021, until sites
 * have their own zone), so they are shown as UTC days, as the column's title says: on the site clock a
 * week would read "Sunday 8 pm to Sunday 8 pm".
 */
export const PERIOD_ZONE = 'UTC';

export function PeriodField() {
  const record = useRecordContext();
  const lang = useLang();
  if (!record) return null;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatPeriod(record.period_start, record.period_end, lang, PERIOD_ZONE) || '—'}
    </Box>
  );
}
