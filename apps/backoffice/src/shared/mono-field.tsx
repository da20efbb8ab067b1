import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

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
