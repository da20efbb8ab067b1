import type { ReactElement } from 'react';
import { List } from 'react-admin';
import { usePhone } from '../shared/use-phone';

/**
 * An agent list, newest first, 25 a page, its filters shown even when nothing matches (react-admin's empty
 * page would hide them): `phone` on a phone's width, `table` elsewhere. `waiting` opens on the pending ones.
 */
export function AgentList(props: {
  filters: (phone: boolean) => ReactElement[];
  waiting?: boolean;
  phone: ReactElement;
  table: ReactElement;
}) {
  const phone = usePhone();
  return (
    <List
      filters={props.filters(phone)}
      filterDefaultValues={props.waiting ? { status: 'pending' } : undefined}
      exporter={false}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      {phone ? props.phone : props.table}
    </List>
  );
}
