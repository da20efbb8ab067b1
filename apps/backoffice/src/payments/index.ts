// What the rest of the console uses from the payments: their screens, their menu group, their data-provider
// actions (the types are in types.ts), and the member's payments tab the member page shows.
export { PAYMENT_SCREENS } from './screens';
export { PAYMENTS_MENU, PaymentsMenu } from './payments-menu';
export { withPayments } from './payments-data-provider';
export { MemberPaymentsTab } from './member-payments-tab';
