import { EDIT_PASSWORD_CODES, PAYMENT_CODES } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { periodAt } from '../../lib/periods.js';
import { msg } from '../../i18n/catalog.js';
import type { MemberRepo, MemberRow } from './member-repo.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { LoginThrottle } from './throttle.js';
import type { WithdrawPasswordRepo } from './withdraw-password-repo.js';

/** Wrong withdraw passwords a member may give in a UTC day before it locks until unlocked. */
export const WITHDRAW_PASSWORD_FAILURES_A_DAY = 10;

const locked = () => new ApiError(PAYMENT_CODES.withdrawPasswordLocked, 'pay.err.password_locked');

/**
 * The member's four-digit withdraw password: set or changed by the member, and checked before money
 * leaves or a payout account is added. 10,000 codes cannot be walked through: the 10th wrong one in a
 * UTC day locks it until the member unlocks it with the login password or support does. Failures are
 * counted, not attempts (right answers in parallel are never refused for them): the comparison runs
 * first, then a wrong one is counted in one conditional statement, and a right one that finished after
 * parallel guesses locked it is refused too, so no more than the limit of guesses (and those still in
 * flight) are ever answered.
 */
export function createWithdrawPassword(deps: {
  members: MemberRepo;
  throttle: LoginThrottle;
  repo: WithdrawPasswordRepo;
}) {
  async function check(member: MemberRow, _ip: string, pin: string): Promise<void> {
    if (!member.withdrawPasswordHash)
      throw new ApiError(PAYMENT_CODES.withdrawPasswordNotSet, 'pay.err.password_not_set');
    if (await deps.repo.locked(member.siteId, member.id)) throw locked();
    if (!(await verifyPassword(member.withdrawPasswordHash, pin))) {
      const day = periodAt('day', new Date()).start;
      const count = await deps.repo.fail(member.siteId, member.id, day, WITHDRAW_PASSWORD_FAILURES_A_DAY);
      if (count === 'locked' || count >= WITHDRAW_PASSWORD_FAILURES_A_DAY) throw locked();
      throw new ApiError(PAYMENT_CODES.withdrawPasswordWrong, 'pay.err.password_wrong');
    }
    if (await deps.repo.locked(member.siteId, member.id)) throw locked();
  }

  /** The login password, throttled as a login is: it can lift the lock, so it must not be guessable here. */
  async function checkLoginPassword(member: MemberRow, ip: string, password: string): Promise<void> {
    const wait = await deps.throttle.reserve(member.siteId, member.memberAccount, ip);
    if (wait > 0)
      throw new ApiError(PAYMENT_CODES.withdrawPasswordLocked, msg('auth.too_many_attempts', { seconds: wait }));
    if (!(await verifyPassword(member.passwordHash, password)))
      throw new ApiError(EDIT_PASSWORD_CODES.oldPasswordWrong, 'identity.old_password_wrong');
    await deps.throttle.recordSuccess(member.siteId, member.memberAccount, ip);
  }

  return {
    check,
    /**
     * Sets the first password, or changes it when the old one is given and right; or, with the login
     * password instead of the old one, replaces a forgotten or locked one and lifts the lock.
     */
    async set(member: MemberRow, ip: string, next: string, old?: string, loginPassword?: string): Promise<void> {
      if (member.withdrawPasswordHash && loginPassword !== undefined) {
        await checkLoginPassword(member, ip, loginPassword);
      } else if (member.withdrawPasswordHash) {
        if (!old)
          throw new ApiError(PAYMENT_CODES.withdrawPasswordWrong, 'identity.withdraw_password_current_required');
        await check(member, ip, old);
      }
      await deps.members.update(member.id, { withdrawPasswordHash: await hashPassword(next) });
      // A first password after support cleared it, or one set with the login password: no lock stays.
      if (!member.withdrawPasswordHash || loginPassword !== undefined) await deps.repo.unlock(member.siteId, member.id);
    },
  };
}

export type WithdrawPassword = ReturnType<typeof createWithdrawPassword>;
