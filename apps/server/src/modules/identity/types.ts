export type { Identity } from './identity.js';
export type { SignInAttempt } from './login-service.js';
export type { MemberRow } from './member-repo.js';
export type { MemberSession, SessionService } from './session-service.js';
export type { LoginThrottle } from './throttle.js';
export type { WithdrawPassword } from './withdraw-password.js';
