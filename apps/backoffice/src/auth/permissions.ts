import { PERMISSIONS } from '@playdeck/contract/admin/roles';
import type { Permission } from '@playdeck/contract/admin/roles';
import type { Role } from '../api/types';
import { CONTENT_RESOURCES } from '../content';

// Site content: every kind's screen (a resource per kind) asks for content.manage, as its routes do.
const CONTENT_ACTIONS: Record<string, Permission> = Object.fromEntries(
  ['list', 'show', 'create', 'edit', 'delete', 'copy', 'upload'].map((action) => [action, 'content.manage']),
);

// Red envelopes and roulette wheels: every screen and "End now" ask for activities.manage, as the routes do.
const ACTIVITY_ACTIONS: Record<string, Permission> = Object.fromEntries(
  ['list', 'show', 'create', 'edit', 'end'].map((action) => [action, 'activities.manage']),
);

// Who may do what is the server's own table (the contract's roles.ts, which holds no zod): the server
// checks every call; the console only hides what the server would refuse.

/** The permission each resource action needs; an action not listed is not offered. */
const ACTIONS: Record<string, Record<string, Permission>> = {
  dashboard: { show: 'dashboard.read' },
  sites: { list: 'sites.read', show: 'sites.read' },
  'site-settings': { show: 'sites.manage', edit: 'sites.manage' },
  'register-settings': { show: 'sites.manage', edit: 'sites.manage' },
  // Who reads members reads the registration blacklist; the owner changes it, as the other site settings.
  'register-blacklist': { list: 'members.read', show: 'members.read', create: 'sites.manage', delete: 'sites.manage' },
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
  // Deposits and withdrawals: everyone who reads money sees them; finance decides and configures.
  'payment-queue': { list: 'money.read' },
  'payment-orders': { list: 'money.read', show: 'money.read', approve: 'money.approve', reject: 'money.approve' },
  'payment-channels': {
    list: 'money.read',
    show: 'money.read',
    create: 'payments.manage',
    edit: 'payments.manage',
  },
  'withdrawal-rules': { list: 'money.read', show: 'money.read', edit: 'payments.manage' },
  'payment-callbacks': { list: 'money.read' },
  // Recommend-a-friend and cash back: whoever reads money reads them; finance sets the rules.
  'referral-settings': { list: 'money.read', show: 'money.read', edit: 'programmes.manage' },
  'referral-awards': { list: 'money.read' },
  'cashback-settings': { list: 'money.read', show: 'money.read', edit: 'programmes.manage' },
  'cashback-grants': { list: 'money.read' },
  // Agents: support decides applications; finance sets plans and transfer rules and pays
  // statements; whoever reads money reads them.
  // A plan change also needs agents.plans (the edit page offers it only to those who have it).
  agents: { list: 'members.read', show: 'members.read', edit: 'agents.manage' },
  'agent-applications': {
    list: 'members.read',
    show: 'members.read',
    approve: 'agents.manage',
    reject: 'agents.manage',
  },
  'agent-plans': { list: 'money.read', show: 'money.read', create: 'agents.plans', edit: 'agents.plans' },
  'agent-transfer-rules': { list: 'money.read', show: 'money.read', edit: 'agents.plans' },
  'agent-statements': { list: 'money.read', show: 'money.read', approve: 'money.approve', reject: 'money.approve' },
  'agent-transfers': { list: 'money.read' },
  // Player protection: support reads it (members ask them); compliance and owners impose limits and
  // time-outs, review markers of harm and set each site currency's protection settings.
  'member-protection': { show: 'protection.read', limit: 'protection.manage', 'time-out': 'protection.manage' },
  'protection-flags': { list: 'protection.read', show: 'protection.read', review: 'protection.manage' },
  'protection-settings': { list: 'protection.read', show: 'protection.read', edit: 'protection.manage' },
  audit: { list: 'audit.read' },
  'game-providers': { list: 'games.manage', show: 'games.manage', create: 'games.manage', edit: 'games.manage' },
  'game-types': { list: 'games.manage', edit: 'games.manage' },
  games: { list: 'games.manage', show: 'games.manage', edit: 'games.manage' },
  // The deployment's Hub88 account (our private key among it): owners only. Its page is the list route.
  aggregators: { list: 'integrations.manage', edit: 'integrations.manage' },
  ...Object.fromEntries(CONTENT_RESOURCES.map((resource) => [resource, CONTENT_ACTIONS])),
  'letter-campaigns': { list: 'letters.send', show: 'letters.send', create: 'letters.send', cancel: 'letters.send' },
  'red-envelopes': ACTIVITY_ACTIONS,
  roulettes: ACTIVITY_ACTIONS,
  'red-envelope-claims': { list: 'activities.manage' },
  'roulette-spins': { list: 'activities.manage' },
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

/**
 * The resources in each role's menu, in order; `content` stands for the site content screens,
 * `payments` for the payment screens, `programmes` (always right after `payments`) for the
 * recommend-a-friend and cash-back screens, `agents` (right after `programmes`) for the agent screens and
 * `protection` (right after `members`) for the markers of harm and protection settings (each shown as far as
 * the role may list it).
 */
export const MENU: Record<Role, readonly string[]> = {
  owner: [
    'members',
    'protection',
    'adjustments',
    'payments',
    'programmes',
    'agents',
    'letter-campaigns',
    'content',
    'red-envelopes',
    'roulettes',
    'game-providers',
    'game-types',
    'games',
    'aggregators',
    'audit',
    'sites',
    'register-blacklist',
    'operators',
  ],
  finance: ['members', 'adjustments', 'payments', 'programmes', 'agents', 'audit', 'register-blacklist'],
  support: [
    'members',
    'protection',
    'payments',
    'programmes',
    'agents',
    'letter-campaigns',
    'audit',
    'register-blacklist',
  ],
  content: ['content', 'red-envelopes', 'roulettes', 'game-providers', 'game-types', 'games', 'sites'],
  // Compliance reads members and their money to judge harm; it moves no money and runs no content.
  compliance: ['members', 'protection', 'payments', 'programmes', 'agents', 'audit', 'register-blacklist'],
};
