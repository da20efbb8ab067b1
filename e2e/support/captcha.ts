/** Every captcha's answer on the test servers (CAPTCHA_FIXED_ANSWER, a test-only switch). */
export const CAPTCHA_ANSWER = 'abcd';
