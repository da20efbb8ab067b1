import { InputAdornment } from '@mui/material';
import { NumberInput } from 'react-admin';
import { percentToPermille, permilleToPercent } from './percent';

/**
 * A rate or share kept in per mille, typed as a percentage with at most one decimal (12.5 % is 125 ‰);
 * `max` in per mille, as the contract says it.
 */
export function PercentInput(props: { source: string; max: number; label?: string; helperText?: string | false }) {
  return (
    <NumberInput
      source={props.source}
      label={props.label}
      format={permilleToPercent}
      parse={percentToPermille}
      min={0}
      max={props.max / 10}
      step={0.1}
      helperText={props.helperText ?? false}
      fullWidth={false}
      sx={{ width: 150 }}
      slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
    />
  );
}
