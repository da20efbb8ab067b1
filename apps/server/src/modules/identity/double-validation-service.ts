import {
  AVAILABLE_QUESTIONS_COUNT,
  DOUBLE_VALIDATION_CODES as CODES,
  DOUBLE_VALIDATION_QUESTIONS,
} from '@playdeck/contract';
import type { DoubleValidationQuestion } from '@playdeck/contract';
import type { DoubleValidationChallenge } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import { randomToken } from '../../lib/crypto.js';
import type { ChallengeRow, DoubleValidationRepo } from './double-validation-repo.js';
import type { MemberRow } from './member-repo.js';
import { verifyPassword } from '../../lib/passwords.js';

const TTL_MS = 10 * 60_000;
type Challenge = ChallengeRow;

/** Questions this member can answer: the profile fields they have filled in. */
export function availableQuestions(member: MemberRow): DoubleValidationQuestion[] {
  const has: Record<DoubleValidationQuestion, unknown> = {
    member_name: member.memberName,
    identity_id: member.identityId,
    member_phone: member.memberPhone,
    member_email: member.memberEmail,
    withdraw_password: member.withdrawPasswordHash,
  };
  return DOUBLE_VALIDATION_QUESTIONS.filter((q) => Boolean(has[q]));
}

const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const normalise = (q: DoubleValidationQuestion, v: string) =>
  q === 'member_phone' ? v.replace(/\D/g, '') : v.trim().replace(/\s+/g, ' ').toLowerCase();

async function isRightAnswer(member: MemberRow, question: DoubleValidationQuestion, answer: string): Promise<boolean> {
  if (question === 'withdraw_password') return verifyPassword(member.withdrawPasswordHash, answer);
  const stored = {
    member_name: member.memberName,
    identity_id: member.identityId,
    member_phone: member.memberPhone,
    member_email: member.memberEmail,
  }[question];
  return Boolean(stored) && normalise(question, stored ?? '') === normalise(question, answer);
}

/**
 * Double validation: a login from an unknown device must answer one of up to
 * AVAILABLE_QUESTIONS_COUNT profile questions; a skip or a wrong answer spends one question.
 */
export function createDoubleValidationService(repo: DoubleValidationRepo) {
  const challengeOf = (row: Challenge): DoubleValidationChallenge => ({
    member_login_id: row.memberLoginId,
    question: row.question,
    available_questions_count: AVAILABLE_QUESTIONS_COUNT - row.asked.length + 1,
  });

  async function load(siteId: number, memberLoginId: string): Promise<Challenge> {
    const row = await repo.find(siteId, memberLoginId);
    if (!row || row.closedAt) throw new ApiError(CODES.unknownChallenge, 'account_error');
    if (row.expiresAt.getTime() < Date.now()) throw new ApiError(CODES.expired, 'identity.double_validation_expired');
    return row;
  }

  /**
   * Spends the question `row` was loaded with, in one conditional update: only the request that moves
   * the challenge on from that question gets to use it, so parallel answers check a question once.
   * Returns the next challenge, or undefined when none is left (the challenge is then closed).
   */
  async function spend(row: Challenge, member: MemberRow): Promise<DoubleValidationChallenge | undefined> {
    const next =
      row.asked.length < AVAILABLE_QUESTIONS_COUNT
        ? pick(availableQuestions(member).filter((q) => !row.asked.includes(q)))
        : undefined;
    const spent = await repo.moveOn(row, next);
    if (!spent) throw new ApiError(CODES.unknownChallenge, 'account_error');
    return next ? challengeOf(spent) : undefined;
  }

  return {
    load,

    /** A challenge for this login, or undefined when the member has no profile answers to ask for. */
    async open(siteId: number, member: MemberRow, device: Record<string, string>) {
      const question = pick(availableQuestions(member));
      if (!question) return undefined;
      const row = await repo.insert({
        memberLoginId: randomToken(18),
        siteId,
        memberId: member.id,
        device,
        question,
        asked: [question],
        expiresAt: new Date(Date.now() + TTL_MS),
      });
      return challengeOf(row);
    },

    /** Spends the current question; 998 once none are left. Returns the next challenge. */
    async skip(row: Challenge, member: MemberRow): Promise<DoubleValidationChallenge> {
      const next = await spend(row, member);
      if (!next) throw new ApiError(CODES.exhausted, 'double_validation_faild');
      return next;
    },

    /**
     * Checks the answer to the question it spends; a wrong one answers 103 with the next question in
     * `data` (998 when none is left). A right one closes the challenge.
     */
    async answer(row: Challenge, member: MemberRow, answer: string): Promise<void> {
      if (!answer.trim()) throw new ApiError(CODES.answerEmpty, 'verify_failed', 200, challengeOf(row));
      const next = await spend(row, member);
      if (await isRightAnswer(member, row.question, answer)) {
        await repo.close(row.memberLoginId);
        return;
      }
      if (!next) throw new ApiError(CODES.exhausted, 'double_validation_faild');
      throw new ApiError(CODES.answerWrong, 'verify_failed', 200, next);
    },
  };
}

export type DoubleValidationService = ReturnType<typeof createDoubleValidationService>;
