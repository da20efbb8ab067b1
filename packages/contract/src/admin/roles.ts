/** Operator roles of the back office (decision 0015): each sees and does only what its work needs. */
export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'content', 'compliance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * What each admin route asks for. Owners hold every permission; money moves only for finance (and
 * owners); support reads money but does not move it; content runs what members read and play; compliance
 * watches players' protection (limits, time-outs, markers of harm) and reads what it needs for that.
 */
export const PERMISSIONS = {
  'operators.manage': ['owner'],
  'audit.read': ['owner', 'finance', 'support', 'compliance'],
  'sites.read': ['owner', 'finance', 'support', 'content', 'compliance'],
  'members.read': ['owner', 'finance', 'support', 'compliance'],
  'members.manage': ['owner', 'support'],
  'money.read': ['owner', 'finance', 'support', 'compliance'],
  'money.adjust': ['owner', 'finance'],
  'money.approve': ['owner', 'finance'],
  // Payment channels and withdrawal rules: where members' money goes in and out.
  'payments.manage': ['owner', 'finance'],
  // The recommend-a-friend and cash-surplus rules: they decide what is given away.
  'programmes.manage': ['owner', 'finance'],
  // Agents: support decides applications; commission plans and transfer rules are money.
  'agents.manage': ['owner', 'support'],
  'agents.plans': ['owner', 'finance'],
  'dashboard.read': ['owner', 'finance', 'support', 'content', 'compliance'],
  // What members read and play: content, activities and the games catalogue.
  'content.manage': ['owner', 'content'],
  'activities.manage': ['owner', 'content'],
  'games.manage': ['owner', 'content'],
  'letters.send': ['owner', 'support'],
  'sites.manage': ['owner'],
  // The deployment's accounts with game aggregators (Hub88's operator id, URL and our private key): owners only.
  'integrations.manage': ['owner'],
  // Player protection: support sees it (members ask them); compliance and owners impose limits and time-outs,
  // review markers of harm and set the site's protection settings.
  'protection.read': ['owner', 'compliance', 'support'],
  'protection.manage': ['owner', 'compliance'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export const can = (role: OperatorRole, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
