import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useLang } from '../shared/use-lang';
import { formatLimit, formatMinutes } from './limit-value';

// Fields of the rows of a member's protection (limits, raises, blocks, answers); every row carries the
// member's currency (member-protection-tab.tsx adds it).

const NUMBERS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A limit's amount, "90 min" on a session limit's row (a row without a measure, such as a reality check's net,
 * is money), or `empty` (a key: "—" when nothing is set, "Removal" for a raise that removes it).
 */
export function LimitAmountField(props: { source: string; empty?: string; strong?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLang();
  if (!record) return null;
  const value = record[props.source];
  const text = formatLimit(record.measure, value, record.currency, lang);
  return (
    <Box component="span" sx={{ ...NUMBERS, fontWeight: props.strong && text ? 500 : undefined }}>
      {text || (props.empty ? translate(props.empty) : '—')}
    </Box>
  );
}

/** "12 min": how long the member had played when the reality check asked. */
export function PlayedField() {
  const record = useRecordContext();
  const lang = useLang();
  if (!record) return null;
  const minutes = Math.floor(Number(record.played_seconds ?? 0) / 60);
  const text = formatMinutes(minutes, lang);
  return (
    <Box component="span" sx={NUMBERS}>
      {text}
    </Box>
  );
}

/** A block in force now stands out; one that ended is only history. */
export function BlockActiveField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return record.active ? (
    <Chip size="small" color="error" label={translate('app.protection.blocks.active')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.protection.blocks.ended')} />
  );
}

/** What an empty table of the tab says instead ("No limits set"). */
export function EmptyRows({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate(text)}
    </Typography>
  );
}
