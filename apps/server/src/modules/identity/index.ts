import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RealtimeHub } from '../realtime/hub.js';
import { createCaptchaService } from './captcha-service.js';
import { createDoubleValidationService } from './double-validation-service.js';
import { createLoginHeaders } from './login-header.js';
import { createLoginService, privateChannels } from './login-service.js';
import { createMemberRepo } from './member-repo.js';
import type { MemberRow } from './member-repo.js';
import type { SessionRepo } from './session-repo.js';
import type { SessionService } from './session-service.js';
import { createLoginThrottle } from './throttle.js';
import { createTransferValidationService } from './transfer-validation-service.js';

/** The identity domain's services, wired once per app. */
export function createIdentity(
  db: Db,
  config: Config,
  deps: { realtime: RealtimeHub; sessions: SessionService; sessionRepo: SessionRepo },
) {
  const { realtime, sessions, sessionRepo } = deps;
  const members = createMemberRepo(db);
  const captchas = createCaptchaService(db, { secret: config.SERVER_SECRET, fixedAnswer: config.CAPTCHA_FIXED_ANSWER });
  const throttle = createLoginThrottle(db);
  const doubleValidation = createDoubleValidationService(db);
  const login = createLoginService({ members, captchas, throttle, sessions, doubleValidation, realtime });
  // A new password ends every session of the member, on every device.
  const endAllSessions = async (member: MemberRow) => {
    const revoked = await sessionRepo.revokeOthers(member.siteId, member.id, -1);
    if (revoked.length) realtime.endSessions(revoked, privateChannels(member));
  };
  const transferValidation = createTransferValidationService({
    db,
    members,
    captchas,
    throttle,
    onPasswordReset: endAllSessions,
  });
  return {
    members,
    sessions,
    captchas,
    throttle,
    doubleValidation,
    login,
    transferValidation,
    endAllSessions,
    loginHeaders: createLoginHeaders(config.SERVER_SECRET),
  };
}

export type Identity = ReturnType<typeof createIdentity>;
