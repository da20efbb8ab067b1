import type { FastifyRequest } from 'fastify';
import { ADMIN_ERROR_CODES } from '@playdeck/contract/admin';
import type { Db, Tx } from '../../db/client.js';
import { AdminError, adminErrors } from '../../lib/admin-error.js';
import type { Audit } from '../audit/types.js';
import type { LoginThrottle } from '../identity/types.js';
import { enrolmentCodeHash } from './enrolment-code.js';
import type { OperatorRepo } from './repo.js';
import type { OperatorUser } from './types.js';
import type { LiveSession } from './types.js';
import type { Totp } from './totp.js';

/** Throttle counters of the back office live under site 0 (as sign-in's). */
const BACK_OFFICE_SITE = 0;

const wrongCode = () => new AdminError(400, ADMIN_ERROR_CODES.totpInvalid, 'code: wrong or expired code', 'code');
const wrongEnrolmentCode = () =>
  new AdminError(
    400,
    ADMIN_ERROR_CODES.enrolmentCodeInvalid,
    'enrolment_code: wrong or expired enrolment code; ask an owner for a new one',
    'enrolment_code',
  );

/**
 * Two-factor enrolment and "sign out everywhere", each audited. Enrolment turns two-factor on for the
 * session that proved the first code, and ends every other session of the operator: one opened with the
 * password alone must not carry on as if it had passed the second factor. Where `codeRequired`
 * (production), a first enrolment also needs the one-time enrolment code an owner or `operator:create`
 * made, so a stolen password cannot set up its own second factor. Wrong codes are throttled like sign-in.
 */
export function createEnrolment(deps: {
  db: Db;
  repo: OperatorRepo;
  totp: Totp;
  audit: Audit;
  throttle: LoginThrottle;
  codeRequired: boolean;
}) {
  /** One throttled attempt: the counter keeps a failure until `ok` runs. */
  async function attempt<T>(user: OperatorUser, ip: string, work: (ok: () => Promise<void>) => Promise<T>) {
    const key = `op-enrol:${user.id}`;
    const wait = await deps.throttle.reserve(BACK_OFFICE_SITE, key, ip);
    if (wait > 0) throw adminErrors.throttled(wait);
    return work(() => deps.throttle.recordSuccess(BACK_OFFICE_SITE, key, ip));
  }

  const notYet = (user: OperatorUser) => {
    if (user.totpEnabledAt) throw adminErrors.conflict('two-factor sign-in is already set up');
  };

  async function checkEnrolmentCode(user: OperatorUser, code: string | undefined) {
    if (!deps.codeRequired) return;
    if (!code || !(await deps.repo.enrolmentCodeMatches(user.id, enrolmentCodeHash(code)))) throw wrongEnrolmentCode();
  }

  return {
    /** A new secret to scan; where a code is required, only for the holder of a good one (not spent yet). */
    async begin(request: FastifyRequest, user: OperatorUser, enrolmentCode: string | undefined) {
      notYet(user);
      return attempt(user, request.ip, async (ok) => {
        await checkEnrolmentCode(user, enrolmentCode);
        await ok();
        return deps.totp.begin(user);
      });
    },

    /** Turns two-factor on with the first code; answers the recovery codes, shown once. */
    async confirm(request: FastifyRequest, session: LiveSession, code: string, enrolmentCode: string | undefined) {
      const { user } = session;
      notYet(user);
      return attempt(user, request.ip, async (ok) => {
        await checkEnrolmentCode(user, enrolmentCode);
        const step = await deps.totp.stepOf(user, code);
        if (step === undefined) throw wrongCode();
        const recovery = deps.totp.recoveryCodes();
        const enabled = await deps.db.transaction(async (raw) => {
          const tx = raw as unknown as Tx;
          const spent = deps.codeRequired ? enrolmentCodeHash(enrolmentCode ?? '') : undefined;
          // The step and the enrolment code are taken in one statement: a race enrols once.
          if (!(await deps.repo.enableTotp(tx, user.id, step, spent))) return false;
          await deps.repo.replaceRecoveryCodes(tx, user.id, recovery.hashes);
          await deps.repo.revokeOtherSessions(tx, user.id, session.tokenHash);
          await deps.repo.markSecondFactor(tx, session.tokenHash);
          await deps.audit.record(tx, request, user, {
            siteId: null,
            action: 'operator.two_factor_on',
            targetType: 'operator',
            targetId: user.id,
            after: { two_factor: 'on', with_enrolment_code: deps.codeRequired, other_sessions: 'ended' },
          });
          return true;
        });
        if (!enabled) throw wrongCode();
        await ok();
        return recovery.codes;
      });
    },

    /** Ends every session of the operator, this one too. */
    async signOutEverywhere(request: FastifyRequest, user: OperatorUser): Promise<void> {
      await deps.db.transaction(async (raw) => {
        const tx = raw as unknown as Tx;
        await deps.repo.revokeAllSessions([user.id], tx);
        await deps.audit.record(tx, request, user, {
          siteId: null,
          action: 'operator.sign_out_everywhere',
          targetType: 'operator',
          targetId: user.id,
          after: { sessions: 'ended' },
        });
      });
    },
  };
}

export type Enrolment = ReturnType<typeof createEnrolment>;
