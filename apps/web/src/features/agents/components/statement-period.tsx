import { statementPeriod } from '../lib/report-range';

/** A statement's period, whose end may wrap under its start on a narrow line but never mid-date. */
export function StatementPeriod({ start, end }: { start: string; end: string }) {
  const { from, to } = statementPeriod(start, end);
  return (
    <span className="agt-period">
      <span>{from}</span>
      {to && <span>– {to}</span>}
    </span>
  );
}
