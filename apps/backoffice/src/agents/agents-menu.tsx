import { MenuGroup } from '../shared/menu-group';
import { AGENT_RESOURCES } from './agents-data-provider';

/** The menu entry (auth/permissions.ts MENU) that stands for the agent screens. */
export const AGENTS_MENU = 'agents';

/**
 * The "Agents" part of the menu: applications, commission statements, plans, transfer rules and transfers.
 * It comes right after the Programmes part, whose closing line is its opening one.
 */
export function AgentsMenu() {
  return <MenuGroup title="app.agents.menu" resources={AGENT_RESOURCES} labels="app.agents.menu_items" />;
}
