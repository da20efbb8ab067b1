import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useRef, useState } from 'react';
import { Button, Typography } from '@mui/material';
import { useCanAccess, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { PlaydeckDataProvider } from '../api/types';
import { useApiAction } from '../shared/use-api-action';
import { DecisionDialog } from './decision-dialog';
import { formatMoney } from '../shared/money';
import { awaitsDecision, decisionKeys } from './payment-choices';
import type { Decision } from './payment-choices';
import { ORDERS } from './payments-data-provider';
import { useLang } from '../shared/use-lang';

// Another operator decided first (or the member cancelled): say so; the page then shows the order as it is.
// Above the four-eyes threshold the operator who gave the first approval cannot give the second.
const DECISION_ERRORS = {
  conflict: 'app.payments.decision.conflict',
  forbidden: 'app.payments.decision.second_operator',
} as const;

/** An approval the server only recorded as the first of two leaves the order pending. */
const firstOnly = (reply: { data: unknown }) => (reply.data as { status?: unknown } | undefined)?.status === 'pending';

/**
 * Approve or reject an order that waits for finance (roles with money.approve only). Each asks first;
 * while a call runs both buttons are off and a second submit is ignored, so a double click sends once.
 */
export function OrderDecision() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlaydeckDataProvider>();
  const { canAccess } = useCanAccess({ resource: ORDERS, action: 'approve' });
  const { run, pending } = useApiAction(DECISION_ERRORS);
  const refresh = useRefresh();
  const lang = useLang();
  const translate = useTranslate();
  const [open, setOpen] = useState<Decision | undefined>();
  const sending = useRef(false);
  if (!record || !canAccess || !awaitsDecision(record)) return null;

  const decide = async (decision: Decision, note: string) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const done = await run(
        () =>
          decision === 'approve'
            ? dataProvider.approvePaymentOrder(record.id, note)
            : dataProvider.rejectPaymentOrder(record.id, note),
        (reply) =>
          firstOnly(reply) ? 'app.payments.decision.first_approved' : decisionKeys(decision, record.kind).done,
      );
      setOpen(undefined);
      if (!done) refresh();
    } finally {
      sending.current = false;
    }
  };
  const args = {
    order_number: record.order_number,
    member: record.member_account,
    amount: formatMoney(record.amount, record.currency, lang),
  };
  return (
    <>
      {typeof record.first_approved_by === 'string' && (
        <Typography variant="body2" role="status" sx={{ alignSelf: 'center' }}>
          {translate('app.payments.decision.waits_second', { name: record.first_approved_by })}
        </Typography>
      )}
      {/* Labelled on every screen (react-admin's buttons drop the label on a phone): money moves here. */}
      <Button
        size="small"
        variant="contained"
        startIcon={<CheckIcon />}
        onClick={() => setOpen('approve')}
        disabled={pending}
      >
        {translate('app.payments.decision.approve')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        onClick={() => setOpen('reject')}
        disabled={pending}
      >
        {translate('app.payments.decision.reject')}
      </Button>
      {open && (
        <DecisionDialog
          title={decisionKeys(open, record.kind).title}
          question={decisionKeys(open, record.kind).question}
          questionArgs={args}
          noteHint={decisionKeys(open, record.kind).noteHint}
          noteRequired={open === 'reject'}
          pending={pending}
          color={open === 'approve' ? 'primary' : 'error'}
          onClose={() => setOpen(undefined)}
          onSubmit={(note) => void decide(open, note)}
        />
      )}
    </>
  );
}
