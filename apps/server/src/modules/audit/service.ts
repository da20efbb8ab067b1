import type { FastifyRequest } from 'fastify';
import type { OperatorUser } from '../operators/types.js';
import type { Tx } from '../../db/client.js';
import type { AuditRepo } from './repo.js';

/** Keys whose values never reach the audit trail (secrets, hashes, codes, tokens). */
const SECRET_KEY = /password|secret|token|hash|otp|csrf|recovery|^code$/i;

/** A copy of a record for the trail: secret-bearing keys are kept as "[redacted]", at any depth. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redact(v)]),
    );
  }
  return value;
}

export interface AuditEntry {
  siteId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/**
 * Appends the trail of an admin write. Called with the write's own transaction, so the change and its
 * audit row commit together or not at all.
 */
export function createAudit(repo: AuditRepo) {
  return {
    async record(tx: Tx, request: FastifyRequest, actor: OperatorUser, entry: AuditEntry): Promise<void> {
      await repo.append(tx, {
        operator: actor.operator,
        siteId: entry.siteId,
        actorId: actor.id,
        actorUsername: actor.username,
        actorRole: actor.role,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        before: entry.before === undefined ? null : redact(entry.before),
        after: entry.after === undefined ? null : redact(entry.after),
        reason: entry.reason ?? '',
        ip: request.ip,
      });
    },
    list: repo.list,
    /** A row written by the system itself (the command line), not by a signed-in operator. */
    append: repo.append,
  };
}

export type Audit = ReturnType<typeof createAudit>;
