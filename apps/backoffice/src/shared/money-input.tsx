import { TextInput } from 'react-admin';

/** A money input in major units, with the currency beside it. */
export function MoneyInput({ source, currency, label }: { source: string; currency?: string; label?: string }) {
  return (
    <TextInput
      source={source}
      label={label}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: currency ? { endAdornment: currency } : undefined,
      }}
      helperText={false}
      fullWidth={false}
      sx={{ minWidth: 180 }}
    />
  );
}
