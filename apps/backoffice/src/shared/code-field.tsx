import { useFieldValue, useTranslate } from 'react-admin';

/** A code from the API (role, direction, reason) in the operator's language: `<prefix>.<code>`. */
export function CodeField(props: { source: string; prefix: string }) {
  const value = useFieldValue({ source: props.source });
  const translate = useTranslate();
  if (typeof value !== 'string' || value === '') return null;
  return <>{translate(`${props.prefix}.${value}`, { _: value })}</>;
}
