import { Box, Card, CardContent, Typography } from '@mui/material';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../shared/date-time-field';
import { StatusChip } from '../shared/status-chip';

interface OrderEvent {
  status: string;
  actor: string;
  note: string;
  at: string;
}

/** Who moved the order: an operator (`operator:<username>`), or the member, the gateway, the reconciler. */
function ActorText({ actor }: { actor: string }) {
  const translate = useTranslate();
  const operator = /^operator:(.+)$/.exec(actor);
  if (operator) return <>{translate('app.payments.actor.operator', { name: operator[1] })}</>;
  return <>{translate(`app.payments.actor.${actor}`, { _: actor })}</>;
}

/** Every status the order went through, in order, with who moved it, when, and their note. */
export function OrderHistory() {
  const record = useRecordContext();
  const translate = useTranslate();
  const events = (Array.isArray(record?.history) ? record.history : []) as OrderEvent[];
  return (
    <Card variant="outlined" component="section" aria-label={translate('app.payments.history')}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
          {translate('app.payments.history')}
        </Typography>
        {events.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.payments.no_history')}
          </Typography>
        )}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.map((event, i) => (
            <Box
              component="li"
              key={`${event.at}-${i}`}
              sx={{
                position: 'relative',
                pl: 3,
                pb: i === events.length - 1 ? 0 : 2,
                // The line between the dots of the timeline.
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: 5,
                  top: 14,
                  bottom: 0,
                  borderLeft: i === events.length - 1 ? 0 : 2,
                  borderColor: 'divider',
                },
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  left: 0,
                  top: 6,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: i === events.length - 1 ? 'primary.main' : 'grey.400',
                },
              }}
            >
              <RecordContextProvider value={{ id: i, ...event }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <StatusChip source="status" prefix="app.payments.status" />
                  <Typography variant="body2" component="span">
                    <ActorText actor={event.actor} />
                  </Typography>
                  <Typography variant="body2" component="span" color="text.secondary">
                    <DateTimeField source="at" />
                  </Typography>
                </Box>
                {event.note && (
                  <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                    {event.note}
                  </Typography>
                )}
              </RecordContextProvider>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
