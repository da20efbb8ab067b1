import { MenuGroup } from '../shared/menu-group';
import { PROGRAMME_RESOURCES } from './programmes-data-provider';

/** The menu entry (auth/permissions.ts MENU) that stands for the programme screens. */
export const PROGRAMMES_MENU = 'programmes';

/**
 * The "Programmes" part of the menu: recommend-a-friend and cash back, their settings and what they paid.
 * It comes right after the Payments part (auth/permissions.ts MENU), whose closing line is its opening one.
 */
export function ProgrammesMenu() {
  return <MenuGroup title="app.programmes.menu" resources={PROGRAMME_RESOURCES} />;
}
