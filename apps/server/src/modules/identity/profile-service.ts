import { EDIT_PASSWORD_CODES, isValidPassword } from '@playdeck/contract';
import type { MemberCommonLayout, MemberProfile } from '@playdeck/contract';
import { ApiError } from '../../lib/envelope.js';
import type { MemberRow } from './member-repo.js';
import type { MemberRepo } from './member-repo.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';

const flag = (v: boolean): 0 | 1 => (v ? 1 : 0);

export function toLayout(
  m: MemberRow,
  cash: string,
  state: { playing?: boolean; cashBack?: boolean } = {},
): MemberCommonLayout {
  return {
    id: m.id,
    member_account: m.memberAccount,
    member_currency: m.memberCurrency,
    member_cash: cash,
    member_grade_name: m.memberGradeName,
    member_type: m.memberType,
    agent_type: m.agentType,
    agent_level: m.agentLevel,
    is_agent: flag(m.isAgent),
    agent_active: flag(m.agentActive),
    is_playing: flag(Boolean(state.playing)),
    // 1 while cash back waits to be claimed.
    cash_back_status: flag(Boolean(state.cashBack)),
    wallet_status: 1,
    first_login_to_change_password: flag(m.firstLoginToChangePassword),
    need_bank_account_deposit_verified: flag(m.needBankAccountDepositVerified),
  };
}

export function toProfile(m: MemberRow): MemberProfile {
  return {
    id: m.id,
    member_account: m.memberAccount,
    member_name: m.memberName,
    is_withdraw_password: flag(Boolean(m.withdrawPasswordHash)),
    member_birthday: m.memberBirthday,
    member_email: m.memberEmail,
    member_currency: m.memberCurrency,
    member_phone: m.memberPhone,
    member_line: m.memberLine,
    member_others: m.memberOthers,
    member_qq: m.memberQq,
    member_skype: m.memberSkype,
    member_wechat: m.memberWechat,
    member_fb: m.memberFb,
    member_zalo: m.memberZalo,
    member_telegram: m.memberTelegram,
    member_whats_app: m.memberWhatsApp,
    new_identity_id: m.identityId,
  };
}

/** Changing the password also ends a forced first-login change. */
export async function editPassword(
  members: MemberRepo,
  member: MemberRow,
  input: { old_password: string; password: string; check_password: string },
): Promise<void> {
  if (!(await verifyPassword(member.passwordHash, input.old_password))) {
    throw new ApiError(EDIT_PASSWORD_CODES.oldPasswordWrong, 'identity.old_password_wrong');
  }
  if (!isValidPassword(input.password)) throw new ApiError(EDIT_PASSWORD_CODES.format, 'signup.err_psw_format');
  if (input.password !== input.check_password)
    throw new ApiError(EDIT_PASSWORD_CODES.mismatch, 'signup.err_checkPsw_diff');
  await members.update(member.id, {
    passwordHash: await hashPassword(input.password),
    firstLoginToChangePassword: false,
  });
}
