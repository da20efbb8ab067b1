import { PAYMENT_CODES } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { msg } from '../../i18n/catalog.js';
import type { MemberRepo, MemberRow } from './member-repo.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { LoginThrottle } from './throttle.js';

/**
 * The member's four-digit withdraw password: set or changed by the member, and checked before money
 * leaves. Wrong guesses are throttled like logins (the attempt is reserved before the comparison), so
 * 10,000 possible codes cannot be walked through.
 */
export function createWithdrawPassword(deps: { members: MemberRepo; throttle: LoginThrottle }) {
  const throttleKey = (m: MemberRow) => `wd:${m.memberAccount}`;

  async function check(member: MemberRow, ip: string, pin: string): Promise<void> {
    if (!member.withdrawPasswordHash)
      throw new ApiError(PAYMENT_CODES.withdrawPasswordNotSet, 'pay.err.password_not_set');
    const wait = await deps.throttle.reserve(member.siteId, throttleKey(member), ip);
    if (wait > 0)
      throw new ApiError(PAYMENT_CODES.withdrawPasswordLocked, msg('auth.too_many_attempts', { seconds: wait }));
    if (!(await verifyPassword(member.withdrawPasswordHash, pin))) {
      throw new ApiError(PAYMENT_CODES.withdrawPasswordWrong, 'pay.err.password_wrong');
    }
    await deps.throttle.recordSuccess(member.siteId, throttleKey(member), ip);
  }

  return {
    check,
    /** Sets the first password, or changes it when the old one is given and right. */
    async set(member: MemberRow, ip: string, next: string, old?: string): Promise<void> {
      if (member.withdrawPasswordHash) {
        if (!old)
          throw new ApiError(PAYMENT_CODES.withdrawPasswordWrong, 'identity.withdraw_password_current_required');
        await check(member, ip, old);
      }
      await deps.members.update(member.id, { withdrawPasswordHash: await hashPassword(next) });
    },
  };
}

export type WithdrawPassword = ReturnType<typeof createWithdrawPassword>;
