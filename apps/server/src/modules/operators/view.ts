import type { OperatorView } from '@playdeck/contract/admin';
import type { OperatorUser } from './types.js';

/** An operator user as the console sees them: never a hash or a secret. */
export const operatorView = (user: OperatorUser, totpRequired: boolean): OperatorView => ({
  id: user.id,
  username: user.username,
  display_name: user.displayName,
  role: user.role,
  site_ids: user.siteIds,
  totp_enabled: Boolean(user.totpEnabledAt),
  totp_required: totpRequired,
  // Required where two-factor is (production), for a first enrolment.
  enrolment_code_required: totpRequired && !user.totpEnabledAt,
});
