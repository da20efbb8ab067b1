// Zod-free: pages import these values without the request schemas.

/** Registration result codes. */
export const REGISTER_CODES = {
  accountUsed: 102,
  nameUsed: 103,
  phoneUsed: 104,
  emailUsed: 105,
  noSuchAgent: 106,
  recommendClosed: 107,
  agentDisabled: 108,
  recommendDisabled: 109,
  codeDisabled: 110,
  introducerNotFound: 112,
  smsCodeWrong: 113,
  identityUsed: 114,
  emailInvalid: 206,
  phoneInvalid: 209,
  nameBlacklisted: 214,
  phoneError: 215,
  emailBlacklisted: 216,
  ipError: 218,
  introducerNotFoundAlt: 219,
  phoneVerifyError: 222,
  identityUsedAlt: 223,
  captchaFailed: 224,
  nameInvalid: 227,
  introducerInvalid: 228,
  /**
   * Not in the spec: the site does not open this currency for registration (its `member_currency` setting is
   * not shown). A business outcome of the site's configuration, not a bad request (decision 0041).
   */
  currencyNotOpen: 229,
  tooFrequent: 996,
  ipLimit: 997,
} as const;

/** Codes that put the server's message on a contact field. */
export const CONTACT_FIELD_CODES = {
  member_qq: 301,
  member_skype: 302,
  member_wechat: 304,
  member_zalo: 305,
  member_fb: 306,
  member_telegram: 307,
  member_whats_app: 308,
} as const;
