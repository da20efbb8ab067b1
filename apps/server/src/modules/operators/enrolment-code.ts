import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client.js';
import { sha256 } from '../../lib/crypto.js';
import type { Audit } from '../audit/types.js';
import type { OperatorRepo } from './repo.js';
import type { OperatorUser } from './types.js';

/** How long an enrolment code stays good: long enough to reach a new operator over a weekend. */
export const ENROLMENT_CODE_HOURS = 72;

/** No 0/O or 1/I: read aloud or typed from a message without doubt. 32 letters, so 5 bits each. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Sixteen letters (80 bits) in groups of four: `ABCD-EFGH-JKLM-NPQR`. */
export function newEnrolmentCode(): string {
  const letters = [...randomBytes(16)].map((b) => ALPHABET[b % 32]).join('');
  return letters.match(/.{4}/g)!.join('-');
}

/** Compared without case, spaces or dashes, as typed. */
export const enrolmentCodeHash = (code: string) => sha256(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));

/**
 * Gives a user without two-factor a new one-time enrolment code (the last one stops working); undefined
 * for a user who has two-factor on or is disabled. Only the hash is kept.
 */
export async function issueEnrolmentCode(
  repo: OperatorRepo,
  tx: Tx,
  userId: number,
): Promise<{ code: string; expiresAt: Date } | undefined> {
  const code = newEnrolmentCode();
  const expiresAt = new Date(Date.now() + ENROLMENT_CODE_HOURS * 3_600_000);
  return (await repo.setEnrolmentCode(tx, userId, enrolmentCodeHash(code), expiresAt))
    ? { code, expiresAt }
    : undefined;
}

/** The enrolment code `operator:create` prints for the user it made, with its audit row by the command line. */
export async function issueEnrolmentCodeFromCommandLine(
  deps: { db: Db; repo: OperatorRepo; audit: Pick<Audit, 'append'> },
  user: OperatorUser,
): Promise<{ code: string; expiresAt: Date }> {
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Tx;
    const issued = await issueEnrolmentCode(deps.repo, tx, user.id);
    if (!issued) throw new Error(`${user.username} has two-factor sign-in already or is disabled`);
    await deps.audit.append(tx, {
      operator: user.operator,
      siteId: null,
      actorId: null,
      actorUsername: 'command line',
      actorRole: 'system',
      action: 'operator.enrolment_code',
      targetType: 'operator',
      targetId: String(user.id),
      after: { expires_at: issued.expiresAt.toISOString() },
      reason: 'npm run operator:create',
    });
    return issued;
  });
}
