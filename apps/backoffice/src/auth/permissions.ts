import { PERMISSIONS } from '@playdeck/contract/admin/roles';
import type { Permission } from '@playdeck/contract/admin/roles';
import type { Role } from '../api/types';

// Who may do what is the server's own table (the contract's roles.ts, which holds no zod): the server
// checks every call; the console only hides what the server would refuse.

/** The permission each resource action needs; an action not listed is not offered. */
const ACTIONS: Record<string, Record<string, Permission>> = {
  dashboard: { show: 'dashboard.read' },
  sites: { list: 'sites.read', show: 'sites.read' },
  members: {
    list: 'members.read',
    show: 'members.read',
    status: 'members.manage',
    unlock: 'members.manage',
    'force-password-change': 'members.manage',
    'reset-withdraw-password': 'members.manage',
  },
  'member-sessions': { list: 'members.read', delete: 'members.manage' },
  'member-logins': { list: 'members.read' },
  'member-letters': { list: 'members.read' },
  'member-wallets': { list: 'money.read', 'bring-back': 'money.adjust' },
  ledger: { list: 'money.read' },
  adjustments: { list: 'money.read', create: 'money.adjust', approve: 'money.approve', reject: 'money.approve' },
  audit: { list: 'audit.read' },
  'game-providers': { list: 'games.manage', show: 'games.manage', edit: 'games.manage' },
  games: { list: 'games.manage', show: 'games.manage', edit: 'games.manage' },
  'letter-campaigns': { list: 'letters.send', show: 'letters.send', create: 'letters.send', cancel: 'letters.send' },
  operators: {
    list: 'operators.manage',
    show: 'operators.manage',
    create: 'operators.manage',
    edit: 'operators.manage',
    delete: 'operators.manage',
  },
};

export function canAccess(role: Role, resource: string, action: string): boolean {
  if (role === 'owner') return true;
  const permission = ACTIONS[resource]?.[action];
  return permission !== undefined && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** The resources in each role's menu, in order. */
export const MENU: Record<Role, readonly string[]> = {
  owner: ['members', 'adjustments', 'letter-campaigns', 'game-providers', 'games', 'audit', 'sites', 'operators'],
  finance: ['members', 'adjustments', 'audit'],
  support: ['members', 'letter-campaigns', 'audit'],
  content: ['game-providers', 'games', 'sites'],
};
