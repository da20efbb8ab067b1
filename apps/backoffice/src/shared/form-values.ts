// What a form's inputs hold, as the admin API's bodies take it.

/** A number input's value as a number; an empty one is NaN, which the contract's schema refuses as missing. */
export const numberOf = (value: unknown): number =>
  value === null || value === undefined || value === '' ? Number.NaN : Number(value);

/** A text input's value trimmed; anything else is empty. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
