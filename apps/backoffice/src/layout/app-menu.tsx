import { Menu } from 'react-admin';
import { MENU } from '../auth/permissions';
import { useOperator } from '../auth/use-operator';
import { CONTENT_MENU, ContentMenu } from '../content/content-menu';

/** The dashboard, then the resources of the operator's role (owner: all of them). */
export function AppMenu() {
  const { data: operator } = useOperator();
  const resources = operator ? MENU[operator.role] : [];
  return (
    <Menu>
      <Menu.DashboardItem />
      {resources.map((name) =>
        // The site content screens are grouped under one heading (content/content-menu.tsx).
        name === CONTENT_MENU ? <ContentMenu key={name} /> : <Menu.ResourceItem key={name} name={name} />,
      )}
    </Menu>
  );
}
