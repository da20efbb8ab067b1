import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';

const COLOURS: Record<string, ChipProps['color']> = {
  active: 'success',
  posted: 'success',
  pending: 'warning',
  frozen: 'warning',
  disabled: 'default',
  rejected: 'error',
  scheduled: 'warning',
  sending: 'info',
  sent: 'success',
  cancelled: 'default',
  running: 'success',
  ended: 'default',
  // Payment orders.
  paying: 'info',
  paid: 'success',
  failed: 'error',
  expired: 'default',
  // Agent applications.
  approved: 'success',
  // Cash-back grants: one a member may still claim waits on them.
  claimable: 'warning',
  // Markers of harm: an open one waits for someone to look at it.
  open: 'warning',
  reviewed: 'default',
};

/** A record's status as a coloured chip, its text from `<prefix>.<status>` (`color` for every value). */
export function StatusChip(props: { source: string; prefix: string; label?: string; color?: ChipProps['color'] }) {
  const value = useFieldValue({ source: props.source });
  const translate = useTranslate();
  if (typeof value !== 'string') return null;
  return (
    <Chip
      size="small"
      color={props.color ?? COLOURS[value] ?? 'default'}
      label={translate(`${props.prefix}.${value}`, { _: value })}
    />
  );
}
