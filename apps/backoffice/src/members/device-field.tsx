import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';

/** A device as the server keeps it: a string, or a small object of named parts (os, browser, …). */
export function DeviceField(props: { source: string }) {
  const value = useFieldValue({ source: props.source });
  if (value == null || value === '') return null;
  const text =
    typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>)
          .map(([key, part]) => `${key}: ${String(part)}`)
          .join(' · ')
      : String(value);
  return (
    <Typography variant="body2" component="span" sx={{ wordBreak: 'break-word' }}>
      {text}
    </Typography>
  );
}
