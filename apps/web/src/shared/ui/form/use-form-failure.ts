import { useState } from 'react';

// Every feature's forms place a failed call alike; each feature only says how its calls' errors read.

/**
 * A form's failed call, shown where it belongs: under the field it names when the form has that field,
 * else as the form's message. `fields` are the wire names the form shows.
 */
export function useFormFailure(fields: readonly string[]) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  return {
    fieldErrors,
    message,
    clear(field?: string) {
      setMessage(null);
      if (field) setFieldErrors(({ [field]: _, ...rest }) => rest);
      else setFieldErrors({});
    },
    setFieldErrors(errors: Record<string, string>) {
      setMessage(null);
      setFieldErrors(errors);
    },
    /** Shows a failure's text under `field` (as `fieldText` when that differs) or, without it, as the message. */
    place(field: string | undefined, text: string, fieldText: string = text) {
      if (field && fields.includes(field)) {
        setMessage(null);
        setFieldErrors({ [field]: fieldText });
        return;
      }
      setFieldErrors({});
      setMessage(text);
    },
  };
}
