import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatMoney, signOf } from '../shared/money';
import { permilleAsPercent } from '../shared/permille';
import { useLang } from '../shared/use-lang';

const NUMBERS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

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
