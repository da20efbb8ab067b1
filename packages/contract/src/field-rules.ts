/** Field rules of spec §5 "general rules", shared by the forms and the server. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;

/** 6 to 12 letters or digits with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,12}$/;
export const ID_LIKE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const WITHDRAW_PASSWORD_PATTERN = /^\d{4}$/;
export const INTEGER_PATTERN = /^-?\d+$/;
export const NUMERIC_PATTERN = /^-?\d+(\.\d+)?$/;
export const CHINESE_NAME_PATTERN = /^[\u4e00-\u9fa5·]{2,20}$/;
export const VND_NAME_PATTERN = /^\S+$/;
export const IP_PATTERN = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

export const isValidPassword = (value: string) => PASSWORD_PATTERN.test(value);
export const isRealName = (value: string) => value.trim().length > 0 && !/\s{2,}/.test(value);
export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
