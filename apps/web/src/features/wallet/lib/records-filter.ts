import type { CallRequest, PaymentKind, PaymentStatus } from '@playdeck/contract';

export const RECORDS_PAGE_SIZE = 20;

/** The DWRecord filters as the page holds them: '' means "all" / "any date". */
export interface RecordsFilter {
  kind: PaymentKind | '';
  status: PaymentStatus | '';
  start: string;
  end: string;
  page: number;
}

export const NO_FILTER: RecordsFilter = { kind: '', status: '', start: '', end: '', page: 1 };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The records request for a filter: empty filters are left out, dates only when well formed. */
export function recordsRequest(filter: RecordsFilter, count = RECORDS_PAGE_SIZE): CallRequest<'paymentRecords'> {
  return {
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(DATE.test(filter.start) ? { start_date: filter.start } : {}),
    ...(DATE.test(filter.end) ? { end_date: filter.end } : {}),
    page: Math.max(1, filter.page),
    count,
  };
}

/** A range whose start is after its end finds nothing: the page says so instead of asking. */
export function dateRangeProblem(start: string, end: string): 'order' | null {
  return DATE.test(start) && DATE.test(end) && start > end ? 'order' : null;
}

export function pageCount(total: number, count = RECORDS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / count));
}
