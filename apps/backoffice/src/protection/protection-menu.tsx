import { MenuGroup } from '../shared/menu-group';
import { PROTECTION_RESOURCES } from './protection-data-provider';

/** The menu entry (auth/permissions.ts MENU) that stands for the player-protection screens. */
export const PROTECTION_MENU = 'protection';

/**
 * The "Player protection" part of the menu, right after Members (whose page has each member's Protection
 * tab): the markers of harm to review, and each site currency's protection settings.
 */
export function ProtectionMenu() {
  return <MenuGroup title="app.protection.menu" resources={PROTECTION_RESOURCES} labels="app.protection.menu_items" />;
}
