import { formatDateTime } from '../../../shared/lib/format';

/** A date and time (site time zone) that wraps between the two, never inside either; `dateOnly` drops the time. */
export function DateTime({ value, dateOnly }: { value: string; dateOnly?: boolean }) {
  const text = formatDateTime(value);
  const [date, time] = text.split(' ');
  return (
    <time className="agt-stamp" dateTime={value} title={text}>
      <span>{date}</span>
      {!dateOnly && time && <span>{time}</span>}
    </time>
  );
}
