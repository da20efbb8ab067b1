import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { htmlLang } from '../i18n/i18n-provider';
import { formatAge, formatMoney } from './money';

/** The console's language as a BCP 47 tag, for number and date formats. */
export function useLang(): string {
  const [locale] = useLocaleState();
  return htmlLang(locale);
}

/** A phone's width: lists become simple lists and keep two filters on screen (the rest under "Add filter"). */
export function usePhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

/** The time now, again every `everyMs` (ages in a list move on without a reload). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const NUMBERS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A decimal-string amount of the record with its currency ("1,500.00 USD"), digits aligned. */
export function AmountField(props: { source: string; currencySource?: string; strong?: boolean }) {
  const record = useRecordContext();
  const lang = useLang();
  if (!record) return null;
  const text = formatMoney(record[props.source], record[props.currencySource ?? 'currency'], lang);
  return (
    <Box component="span" sx={{ ...NUMBERS, fontWeight: props.strong ? 500 : undefined }}>
      {text || '—'}
    </Box>
  );
}

/** The order's channel: its name, then whether it is the gateway or a bank transfer. */
export function ChannelField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{record.channel_name || '—'}</span>
      <Typography component="span" variant="caption" color="text.secondary">
        {translate(`app.payments.channel_kind.${record.channel_kind}`, { _: String(record.channel_kind ?? '') })}
      </Typography>
    </Box>
  );
}

/** How long the order has waited ("12 min"), moving on by itself. */
export function AgeField(props: { source?: string }) {
  const record = useRecordContext();
  const now = useNow();
  const lang = useLang();
  if (!record) return null;
  return (
    <Box component="span" sx={NUMBERS}>
      {formatAge(record[props.source ?? 'created_at'], now, lang)}
    </Box>
  );
}

/** Monospace text (order numbers, transaction ids, raw bodies) that may be long. */
export function MonoText(props: { children: string | null | undefined }) {
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.875rem', wordBreak: 'break-all' }}>
      {props.children || '—'}
    </Box>
  );
}

export function MonoField(props: { source: string; label?: string }) {
  const record = useRecordContext();
  const value = record?.[props.source];
  return <MonoText>{typeof value === 'string' || typeof value === 'number' ? String(value) : ''}</MonoText>;
}
