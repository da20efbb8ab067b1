import { Box, Tab, Tabs } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { QUEUE } from './payments-data-provider';

/** The queue is read again this often: a new request shows up without a reload. */
export const QUEUE_REFRESH_MS = 10_000;

const KINDS = ['', 'withdrawal', 'deposit'] as const;

/** How many orders wait (of a kind, on the list's site): a one-row page's total. */
function useWaiting(filter: Record<string, unknown>) {
  const { total } = useGetList(
    QUEUE,
    { filter, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { refetchInterval: QUEUE_REFRESH_MS },
  );
  return total;
}

function KindTab({ kind, ...props }: { kind: (typeof KINDS)[number]; value: string }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { kind: _kind, ...others } = filterValues as Record<string, unknown>;
  const waiting = useWaiting(kind ? { ...others, kind } : others);
  const label = translate(kind ? `app.payments.queue.${kind}s` : 'app.payments.queue.all');
  return (
    <Tab
      {...props}
      label={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {label}
          {/* The count inside the label: a badge over the corner would be cut at a phone's edge. */}
          {waiting ? (
            <Box
              component="span"
              sx={{
                minWidth: 20,
                px: 0.75,
                borderRadius: 10,
                bgcolor: 'warning.main',
                color: 'warning.contrastText',
                fontSize: '0.75rem',
                lineHeight: '20px',
                textAlign: 'center',
              }}
            >
              {waiting}
            </Box>
          ) : null}
        </Box>
      }
      sx={{ textTransform: 'none' }}
    />
  );
}

/** All, withdrawals or deposits: the `kind` filter, each tab with its count. */
export function QueueTabs() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = typeof filterValues.kind === 'string' ? filterValues.kind : '';
  const select = (kind: string) => {
    const { kind: _dropped, ...others } = filterValues as Record<string, unknown>;
    setFilters(kind ? { ...others, kind } : others, displayedFilters);
  };
  return (
    <Box sx={{ width: 0, minWidth: '100%' }}>
      <Tabs
        value={current}
        onChange={(_, value: string) => select(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('resources.payment-orders.fields.kind')}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {KINDS.map((kind) => (
          <KindTab key={kind} value={kind} kind={kind} />
        ))}
      </Tabs>
    </Box>
  );
}
