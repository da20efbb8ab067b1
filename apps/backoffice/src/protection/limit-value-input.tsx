import { FormDataConsumer, TextInput, useTranslate } from 'react-admin';
import { MoneyInput } from '../shared/money-input';
import { useLang } from '../shared/use-lang';
import { sessionMaxMinutes } from './limit-value';

/**
 * A limit's `amount` beside its measure and period: money with the currency for deposit, loss and wager, and
 * for a session limit whole minutes, with the unit and the window's ceiling said under it.
 */
export function LimitValueInput({ currency }: { currency: string }) {
  const translate = useTranslate();
  const lang = useLang();
  return (
    <FormDataConsumer>
      {({ formData, scopedFormData }) => {
        // In the site-wide limits' iterator the row is scopedFormData; in the impose dialog, the form itself.
        const row = (scopedFormData ?? formData) as { measure?: unknown; period?: unknown } | undefined;
        if (row?.measure !== 'session') {
          return <MoneyInput source="amount" currency={currency} label="app.protection.limits.amount" />;
        }
        const max = new Intl.NumberFormat(lang).format(sessionMaxMinutes(row.period));
        return (
          <TextInput
            source="amount"
            label="app.protection.limits.amount"
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
              input: { endAdornment: translate('app.protection.limits.minutes') },
            }}
            helperText={translate('app.protection.limits.minutes_hint', { max })}
            fullWidth={false}
            sx={{ minWidth: 180 }}
          />
        );
      }}
    </FormDataConsumer>
  );
}
