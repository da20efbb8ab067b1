/** General field rules, shared by the forms and the server. */
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

/** NUL cannot be stored in a PostgreSQL text column: the write fails deep in a query. */
export const hasNul = (value: string) => value.includes('\u0000');

/**
 * A high surrogate not followed by a low one, or a low one not preceded by a high one: not Unicode, and
 * silently turned into U+FFFD on the way to the database. (No `u` flag: the pattern sees code units.)
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

/**
 * Markup in a plain-text field: `<` followed by an ASCII letter, `/`, `!` or `?` is exactly where an HTML
 * parser leaves text for a tag, an end tag, a comment or doctype, or a processing instruction. Any other
 * `<` (`a < b`, `<3`, `<= 5`) is text to every browser, so a name or a note may still say it.
 */
const MARKUP = /<[A-Za-z/!?]/;
export const hasMarkup = (value: string) => MARKUP.test(value);
