// The identity result codes, from the contract's zod-free module (no schemas reach the sign-in chunks).
export {
  CAPTCHA_CODES,
  DOUBLE_VALIDATION_CODES,
  EDIT_PASSWORD_CODES,
  FORGOT_PASSWORD_CODES,
  LOGIN_CODES,
  SMS_CODES,
  VX_CODES,
  VX_RESET_CODES,
} from '@playdeck/contract';
