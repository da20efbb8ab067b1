import { CALLBACK_PROBLEMS } from '@playdeck/contract/admin';
import { CHANNEL_KINDS, PAYMENT_KINDS, PAYMENT_STATUSES } from '@playdeck/contract';

// SelectInput translates `name`, so each choice is a message key (app.payments.<group>.<value>).
const choices = (values: readonly string[], group: string) =>
  values.map((id) => ({ id, name: `app.payments.${group}.${id}` }));

export const paymentKindChoices = choices(PAYMENT_KINDS, 'kind');
export const paymentStatusChoices = choices(PAYMENT_STATUSES, 'status');
export const channelKindChoices = choices(CHANNEL_KINDS, 'channel_kind');
export const callbackProblemChoices = choices(CALLBACK_PROBLEMS, 'problem');

/** Statuses whose outcome is still coming (a payout in flight, a gateway's answer). */
export const OPEN_STATUSES: readonly string[] = ['pending', 'paying'];
export const POLL_MS = 3_000;

/** The order's page reads an open order again every 3 s, and a settled one no more. */
export const pollWhileOpen = (order: { status?: unknown } | undefined): number | false =>
  order && OPEN_STATUSES.includes(String(order.status)) ? POLL_MS : false;

/** Orders finance decides: a manual (bank) deposit or any withdrawal, while pending. */
export const awaitsDecision = (order: Record<string, unknown>): boolean =>
  order.status === 'pending' && (order.kind === 'withdrawal' || order.channel_kind === 'bank');

export type Decision = 'approve' | 'reject';

/** The messages of a decision on an order of a kind: its question, its note's hint, and what is said after. */
export function decisionKeys(decision: Decision, kind: string) {
  const done = decision === 'approve' ? 'approved' : 'rejected';
  return {
    title: `app.payments.decision.${decision}`,
    question: `app.payments.decision.${decision}_${kind}_confirm`,
    noteHint: `app.payments.decision.${decision}_note_hint`,
    done: `app.payments.decision.${done}_${kind}`,
  };
}
