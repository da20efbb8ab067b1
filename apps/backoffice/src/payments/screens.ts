import { ChannelCreate, ChannelEdit } from './channel-forms';
import { ChannelList } from './channel-list';
import { CallbackList } from './callback-list';
import { OrderList } from './order-list';
import { OrderShow } from './order-show';
import { QueueList } from './queue-list';
import { RuleEdit, RuleList } from './rule-screens';

/** The payment screens, as <Resource> props (app.tsx); the menu groups them (payments-menu.tsx). */
export const PAYMENT_SCREENS = {
  'payment-queue': { list: QueueList },
  'payment-orders': { list: OrderList, show: OrderShow, recordRepresentation: 'order_number' },
  'payment-channels': { list: ChannelList, create: ChannelCreate, edit: ChannelEdit, recordRepresentation: 'name' },
  'withdrawal-rules': { list: RuleList, edit: RuleEdit },
  'payment-callbacks': { list: CallbackList },
} as const;

export const PAYMENT_RESOURCES = Object.keys(PAYMENT_SCREENS) as (keyof typeof PAYMENT_SCREENS)[];
