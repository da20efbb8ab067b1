import { Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import { decimalsOf } from '@playdeck/contract';
import { useTranslate } from 'react-admin';

/** "Amounts in USD, with at most 2 decimals." or, for a currency without decimals, "whole amounts". */
export function MoneyHint({ currency, sx }: { currency: string; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={sx}>
      {decimalsOf(currency) === 0
        ? translate('app.payments.channel.money_hint_whole', { currency })
        : translate('app.payments.channel.money_hint', { currency, decimals: decimalsOf(currency) })}
    </Typography>
  );
}
