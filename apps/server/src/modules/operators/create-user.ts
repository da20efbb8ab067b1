import { z } from 'zod';
import { OPERATOR_ROLES } from '@playdeck/contract/admin';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import type { Audit } from '../audit/types.js';
import { hashPassword } from '../../lib/passwords.js';
import type { OperatorRepo } from './repo.js';
import type { OperatorUser } from './types.js';

export const newOperatorUser = z.strictObject({
  username: z
    .string()
    .regex(/^[a-z][a-z0-9._-]{2,31}$/i, '3–32 letters, digits, dots, dashes or underscores, starting with a letter'),
  displayName: z.string().trim().min(1).max(80),
  role: z.enum(OPERATOR_ROLES),
  /** Long rather than clever: at least 12 characters, not all alike. */
  password: z
    .string()
    .min(12, 'at least 12 characters')
    .max(128)
    .refine((p) => new Set(p).size >= 6, 'too few different characters'),
  operator: z.string().trim().min(1).max(120),
  siteIds: z.array(z.number().int().positive()).min(1, 'grant at least one site'),
});
export type NewOperatorUserInput = z.infer<typeof newOperatorUser>;

export class OperatorUserExists extends Error {}

/** Who created an operator user: another operator in the console, or the command line. */
export type Creator = { kind: 'cli' } | { kind: 'operator'; write: (tx: Tx, created: OperatorUser) => Promise<void> };

/**
 * Creates an operator user with their site grants (sites of their own operator only) in one transaction
 * with its audit row. The first owner of a fresh production database is made this way from the
 * command line (`npm run operator:create`), never by a default password.
 */
export async function createOperatorUser(
  deps: { db: Db; repo: OperatorRepo; audit: Pick<Audit, 'append'> },
  input: NewOperatorUserInput,
  creator: Creator,
): Promise<OperatorUser> {
  const valid = newOperatorUser.parse(input);
  const ownSites = new Set(await deps.repo.operatorSiteIds(valid.operator));
  const foreign = valid.siteIds.filter((id) => !ownSites.has(id));
  if (foreign.length) throw new Error(`sites ${foreign.join(', ')} are not sites of ${valid.operator}`);
  const passwordHash = await hashPassword(valid.password);
  try {
    const id = await deps.db.transaction(async (raw) => {
      const tx = raw as unknown as Tx;
      const row = await deps.repo.insert(
        tx,
        {
          operator: valid.operator,
          username: valid.username,
          displayName: valid.displayName,
          role: valid.role,
          passwordHash,
        },
        valid.siteIds,
      );
      const created = { ...row, siteIds: valid.siteIds };
      if (creator.kind === 'operator') await creator.write(tx, created);
      else {
        await deps.audit.append(tx, {
          operator: valid.operator,
          siteId: null,
          actorId: null,
          actorUsername: 'command line',
          actorRole: 'system',
          action: 'operator.create',
          targetType: 'operator',
          targetId: String(row.id),
          after: { username: row.username, role: row.role, site_ids: valid.siteIds },
          reason: 'npm run operator:create',
        });
      }
      return row.id;
    });
    return (await deps.repo.byId(id))!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new OperatorUserExists(`the username ${valid.username} is taken`);
    throw err;
  }
}
