import { REGISTER_CODES as CODES } from '@playdeck/contract';
import type { registerRequest } from '@playdeck/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/envelope.js';

type RegisterBody = z.output<typeof registerRequest>;

/**
 * The captcha's answer. Pages send it under three names (answer; verify_code, the captcha field;
 * member_captcha): any one will do, and names that disagree are no right answer (224, nothing spent).
 */
export function captchaAnswerOf(body: RegisterBody): string {
  const given = [body.answer, body.verify_code, body.member_captcha]
    .map((a) => a?.trim())
    .filter((a): a is string => !!a);
  if (new Set(given.map((a) => a.toLowerCase())).size > 1)
    throw new ApiError(CODES.captchaFailed, 'signup.err_captcha');
  return given[0] ?? '';
}

/**
 * The confirmation of the password (check_password, or member_confirm_password): a confirmation
 * that was sent must equal the password, shown by the settings or not (else err_checkPsw_diff).
 */
export function confirmationOf(body: RegisterBody): string | undefined {
  for (const field of ['check_password', 'member_confirm_password'] as const) {
    const value = body[field];
    if (value !== undefined && value !== '' && value !== body.password) {
      throw new ApiError(400, 'signup.err_checkPsw_diff', 400, { field, rule: 'signup.err_checkPsw_diff' });
    }
  }
  return body.check_password || body.member_confirm_password;
}
