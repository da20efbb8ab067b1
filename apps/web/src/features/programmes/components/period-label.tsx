import { periodParts } from '../lib/period';

/** A period whose end may wrap under its start (a narrow card or a phone's row) but never mid-date. */
export function PeriodLabel({ start, end }: { start: string; end: string }) {
  const { from, to } = periodParts(start, end);
  return (
    <span className="prog-period">
      <span>{from}</span>
      {to && <span>– {to}</span>}
    </span>
  );
}
