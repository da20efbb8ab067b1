import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RuleIcon from '@mui/icons-material/Rule';
import WebhookIcon from '@mui/icons-material/Webhook';
import { Badge, Divider, ListSubheader } from '@mui/material';
import type { ReactElement } from 'react';
import { Menu, useCanAccess, useGetList, useSidebarState, useTranslate } from 'react-admin';
import { QUEUE } from './payments-data-provider';
import { PAYMENT_RESOURCES } from './screens';

/** The menu entry (auth/permissions.ts MENU) that stands for the payment screens. */
export const PAYMENTS_MENU = 'payments';

const ICONS: Record<(typeof PAYMENT_RESOURCES)[number], ReactElement> = {
  'payment-queue': <HourglassTopIcon />,
  'payment-orders': <ReceiptLongIcon />,
  'payment-channels': <AccountBalanceIcon />,
  'withdrawal-rules': <RuleIcon />,
  'payment-callbacks': <WebhookIcon />,
};

/** How often the menu's count of waiting orders is read again. */
const COUNT_REFRESH_MS = 30_000;

/** The queue's entry with how many orders wait for finance. */
function QueueItem() {
  const translate = useTranslate();
  const { total } = useGetList(
    QUEUE,
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { refetchInterval: COUNT_REFRESH_MS },
  );
  return (
    <Menu.Item
      to={`/${QUEUE}`}
      primaryText={translate(`resources.${QUEUE}.name`, { smart_count: 2 })}
      leftIcon={
        <Badge badgeContent={total} color="warning" max={99}>
          {ICONS[QUEUE]}
        </Badge>
      }
    />
  );
}

function Item({ name }: { name: (typeof PAYMENT_RESOURCES)[number] }) {
  const { canAccess } = useCanAccess({ resource: name, action: 'list' });
  if (!canAccess) return null;
  if (name === QUEUE) return <QueueItem />;
  return <Menu.ResourceItem name={name} leftIcon={ICONS[name]} />;
}

/** The "Payments" part of the menu: the queue, every order, channels, withdrawal rules and gateway callbacks. */
export function PaymentsMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <>
      <Divider sx={{ my: 0.5 }} />
      {open && (
        <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', background: 'transparent' }}>
          {translate('app.payments.menu')}
        </ListSubheader>
      )}
      {PAYMENT_RESOURCES.map((name) => (
        <Item key={name} name={name} />
      ))}
      <Divider sx={{ my: 0.5 }} />
    </>
  );
}
