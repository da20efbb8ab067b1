import { open, randomToken, seal, sha256 } from '../../lib/crypto.js';
import type { OperatorRepo } from './repo.js';
import type { OperatorUser } from './types.js';

const SEALED_FOR = 'operator-totp-secret';
const RECOVERY_CODES = 10;
/** One step either side of now: a phone whose clock is up to 30 s off still signs in. */
const TOLERANCE_SECONDS = 30;

/** Loaded on the first two-factor call, not at start-up (only console sign-ins use it). */
const loadOtp = () => import('otplib');

/** Recovery codes are compared without case, spaces or dashes ("ab12-cd34" = "AB12CD34"). */
const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/**
 * Two-factor sign-in (RFC 6238, 30 s, 6 digits, SHA-1: what every authenticator app reads). The secret
 * is sealed with SERVER_SECRET at rest; a code is accepted once (the time step is taken atomically).
 */
export function createTotp(repo: OperatorRepo, secret: string, issuer: string) {
  const secretOf = (user: OperatorUser) =>
    user.totpSecretSealed ? open(secret, SEALED_FOR, user.totpSecretSealed) : undefined;

  /** The time step of a valid code, or undefined. */
  async function stepOf(user: OperatorUser, code: string): Promise<number | undefined> {
    const base32 = secretOf(user);
    if (!base32 || !/^\d{6}$/.test(code)) return undefined;
    const { verify } = await loadOtp();
    const result = await verify({ secret: base32, token: code, epochTolerance: TOLERANCE_SECONDS });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  }

  return {
    /** Starts (or restarts) enrolment: a new secret, not live until a code from it is confirmed. */
    async begin(user: OperatorUser) {
      const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([loadOtp(), import('qrcode')]);
      const base32 = generateSecret();
      await repo.setTotpSecret(user.id, seal(secret, SEALED_FOR, base32));
      const otpauthUrl = generateURI({ issuer, label: user.username, secret: base32 });
      return { secret: base32, otpauth_url: otpauthUrl, qr_data_url: await QRCode.toDataURL(otpauthUrl) };
    },

    /** The time step of a valid code from the user's (pending or live) secret, or undefined. */
    stepOf,

    /** Ten new recovery codes (shown once) and the hashes to store. */
    recoveryCodes() {
      const codes = Array.from({ length: RECOVERY_CODES }, () => randomToken(6).toLowerCase().replace(/[-_]/g, 'x'));
      return { codes, hashes: codes.map((c) => sha256(normalise(c))) };
    },

    /** A sign-in's second factor: a fresh authenticator code, or an unused recovery code. */
    async check(user: OperatorUser, code: string): Promise<boolean> {
      const step = await stepOf(user, code);
      if (step !== undefined) return repo.takeTotpStep(user.id, step);
      return repo.spendRecoveryCode(user.id, sha256(normalise(code)));
    },
  };
}

export type Totp = ReturnType<typeof createTotp>;
