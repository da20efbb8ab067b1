import { Menu } from 'react-admin';
import { AGENTS_MENU, AgentsMenu } from '../agents';
import { MENU } from '../auth/permissions';
import { useOperator } from '../auth/use-operator';
import { CONTENT_MENU, ContentMenu } from '../content';
import { PAYMENTS_MENU, PaymentsMenu } from '../payments';
import { PROGRAMMES_MENU, ProgrammesMenu } from '../programmes';
import { PROTECTION_MENU, ProtectionMenu } from '../protection';

/** The dashboard, then the resources of the operator's role (owner: all of them). */
export function AppMenu() {
  const { data: operator } = useOperator();
  const resources = operator ? MENU[operator.role] : [];
  return (
    <Menu>
      <Menu.DashboardItem />
      {resources.map((name) => {
        // The site content, payment, programme, agent and protection screens are grouped under a heading
        // each (content/, payments/, programmes/, agents/, protection/).
        if (name === CONTENT_MENU) return <ContentMenu key={name} />;
        if (name === PAYMENTS_MENU) return <PaymentsMenu key={name} />;
        if (name === PROGRAMMES_MENU) return <ProgrammesMenu key={name} />;
        if (name === AGENTS_MENU) return <AgentsMenu key={name} />;
        if (name === PROTECTION_MENU) return <ProtectionMenu key={name} />;
        return <Menu.ResourceItem key={name} name={name} />;
      })}
    </Menu>
  );
}
