import { Menu } from 'react-admin';
import { MENU } from '../auth/permissions';
import { useOperator } from '../auth/use-operator';

/** The dashboard, then the resources of the operator's role (owner: all of them). */
export function AppMenu() {
  const { data: operator } = useOperator();
  const resources = operator ? MENU[operator.role] : [];
  return (
    <Menu>
      <Menu.DashboardItem />
      {resources.map((name) => (
        <Menu.ResourceItem key={name} name={name} />
      ))}
    </Menu>
  );
}
