import { RadioButtonGroupInput, SelectInput, TextInput, maxLength, minLength, regex, required } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { directionChoices, reasonCodeChoices } from '../shared/choices';

// A decimal string, as the API takes money (never a float on the way); the server checks the decimals
// each currency allows.
const AMOUNT = /^(?!0+(\.0+)?$)\d{1,12}(\.\d{1,4})?$/;

/** The body of POST /api/admin/adjustments from the form's values. */
export const adjustmentBody = (values: FieldValues, requestId: string) => ({
  member_id: Number(values.member_id),
  direction: values.direction,
  amount: String(values.amount).trim(),
  reason_code: values.reason_code,
  note: String(values.note ?? '').trim(),
  request_id: requestId,
});

/** Direction, amount, reason code and note: the adjustment create page and the member page's dialog. */
export function AdjustmentInputs(props: { currency?: string }) {
  return (
    <>
      <RadioButtonGroupInput source="direction" choices={directionChoices} validate={required()} />
      <TextInput
        source="amount"
        validate={[required(), regex(AMOUNT, 'app.validation.amount')]}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: props.currency ? { endAdornment: props.currency } : undefined,
        }}
      />
      <SelectInput source="reason_code" choices={reasonCodeChoices} validate={required()} />
      <TextInput source="note" validate={[required(), minLength(3), maxLength(500)]} multiline minRows={2} fullWidth />
    </>
  );
}
