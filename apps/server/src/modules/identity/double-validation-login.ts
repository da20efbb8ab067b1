import { DOUBLE_VALIDATION_CODES } from '@playdeck/contract';
import type { DoubleValidationChallenge, LoginReply } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { SiteRecord } from '../site/types.js';
import type { CaptchaService } from './captcha-service.js';
import type { DoubleValidationService } from './double-validation-service.js';
import { checkAddress, rulesOf } from '../../lib/ip-rules.js';
import type { MemberRepo, MemberRow } from './member-repo.js';

export interface DoubleValidationAnswer {
  site: SiteRecord;
  memberLoginId: string;
  captchaToken: string;
  captchaAnswer: string;
  answer: string;
  ip: string;
  country: string | undefined;
  device: Record<string, string>;
}

/** The login steps of double validation: skipping a question, and answering one. */
export function createDoubleValidationLogin(deps: {
  members: MemberRepo;
  captchas: CaptchaService;
  doubleValidation: DoubleValidationService;
  startSession: (
    site: SiteRecord,
    member: MemberRow,
    device: Record<string, string>,
    ip: string,
  ) => Promise<LoginReply>;
}) {
  return {
    /** Double validation's skip: spends the question and answers the next one (998 when none is left). */
    async skipQuestion(siteId: number, memberLoginId: string): Promise<DoubleValidationChallenge> {
      const challenge = await deps.doubleValidation.load(siteId, memberLoginId);
      const member = await deps.members.findById(siteId, challenge.memberId);
      if (!member) throw new ApiError(DOUBLE_VALIDATION_CODES.unknownChallenge, 'account_error');
      return deps.doubleValidation.skip(challenge, member);
    },

    /** The answer to a double-validation question: a right one trusts the device and logs the member in. */
    async answerQuestion(a: DoubleValidationAnswer): Promise<LoginReply> {
      try {
        checkAddress(rulesOf(a.site.envConfig), a.ip, a.country);
      } catch {
        throw new ApiError(DOUBLE_VALIDATION_CODES.ipDenied, 'ip_error');
      }
      const challenge = await deps.doubleValidation.load(a.site.siteId, a.memberLoginId);
      const member = await deps.members.findById(a.site.siteId, challenge.memberId);
      if (!member || member.status !== 'active')
        throw new ApiError(DOUBLE_VALIDATION_CODES.accountUnavailable, 'identity.account_unavailable');
      if (!(await deps.captchas.verify(a.site.siteId, 1, a.captchaToken, a.captchaAnswer))) {
        throw new ApiError(DOUBLE_VALIDATION_CODES.captchaWrong, 'verify_failed');
      }
      await deps.doubleValidation.answer(challenge, member, a.answer);
      await deps.members.trustDevice(a.site.siteId, member.id, a.device.udid ?? '', a.device);
      return deps.startSession(a.site, member, a.device, a.ip);
    },
  };
}
