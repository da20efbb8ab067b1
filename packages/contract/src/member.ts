/** Member layout: what the shell needs about the logged-in member. */
export interface MemberCommonLayout {
  id: number;
  member_account: string;
  member_currency: string;
  /** Decimal string in the currency's major unit. */
  member_cash: string;
  member_grade_name: string;
  member_type: number;
  agent_type: number;
  agent_level: number;
  is_agent: 0 | 1;
  agent_active: 0 | 1;
  is_playing: 0 | 1;
  cash_back_status: 0 | 1;
  wallet_status: 0 | 1;
  first_login_to_change_password: 0 | 1;
  need_bank_account_deposit_verified: 0 | 1;
}

/** Member profile; contact fields are null when not given. */
export interface MemberProfile {
  id: number;
  member_account: string;
  member_name: string | null;
  is_withdraw_password: 0 | 1;
  member_birthday: string | null;
  member_email: string | null;
  member_currency: string;
  member_phone: string | null;
  member_line: string | null;
  member_others: string | null;
  member_qq: string | null;
  member_skype: string | null;
  member_wechat: string | null;
  member_fb: string | null;
  member_zalo: string | null;
  member_telegram: string | null;
  member_whats_app: string | null;
  new_identity_id: string | null;
}

export const CONTACT_FIELDS = [
  'member_wechat',
  'member_qq',
  'member_skype',
  'member_fb',
  'member_zalo',
  'member_telegram',
  'member_whats_app',
] as const;
