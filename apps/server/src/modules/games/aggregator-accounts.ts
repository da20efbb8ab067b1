import type { FastifyRequest } from 'fastify';
import type { Hub88AccountRecord, Hub88AccountUpdate } from '@playdeck/contract/admin';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/client.js';
import { adminErrors } from '../../lib/admin-error.js';
import { open, seal, sha256 } from '../../lib/crypto.js';
import type { Audit } from '../audit/types.js';
import type { OperatorUser } from '../operators/types.js';
import { createAggregatorAccountsRepo } from './aggregator-accounts-repo.js';
import type { AggregatorAccountRow } from './aggregator-accounts-repo.js';
import { keyFingerprint, readPrivateKey, readPublicKey } from './aggregator-keys.js';

/** The seal's purpose: a value sealed for anything else never opens as this key. */
const PURPOSE = 'hub88-private-key';
const STALE = 'changed by someone else since you opened it: reload and try again';

/** The account a Hub88 client needs, with our private key opened (PEM). Never log it or send it anywhere. */
export interface Hub88Account {
  operatorId: number;
  baseUrl: string;
  privateKey: string;
  aggregatorPublicKey: string;
  version: number;
}

/**
 * The deployment's Hub88 account (one contract; each site a sub-partner of it). Our private key is sealed
 * with SERVER_SECRET before it reaches the database and never leaves this module in a reply, a log line or
 * the audit trail: the console and the trail see a fingerprint of its public half.
 */
export function createAggregatorAccounts(deps: { db: Db; audit: Audit; config: Config }) {
  const repo = createAggregatorAccountsRepo(deps.db);
  const secret = deps.config.SERVER_SECRET;
  const production = deps.config.NODE_ENV === 'production';
  const opened = (row: AggregatorAccountRow) => open(secret, PURPOSE, row.privateKeySealed);
  const fingerprint = (row: AggregatorAccountRow) => {
    const pem = opened(row);
    return pem ? keyFingerprint(pem) : null;
  };
  /** What the trail keeps: the public settings and fingerprints, never a key. */
  const auditable = (row: AggregatorAccountRow) => ({
    operator_id: row.operatorId,
    base_url: row.baseUrl,
    aggregator_public_key_sha256: sha256(row.aggregatorPublicKey).slice(0, 16),
    private_key_fingerprint: fingerprint(row),
    version: row.version,
  });

  function baseUrlOf(given: string): string {
    // The contract lets http through for localhost only; a production server talks to Hub88 over https.
    if (production && !given.startsWith('https:')) throw adminErrors.invalid('base_url', 'must be https in production');
    return given.replace(/\/+$/, '');
  }

  function checked(body: Hub88AccountUpdate) {
    const publicKey = readPublicKey(body.aggregator_public_key);
    if ('problem' in publicKey) throw adminErrors.invalid('aggregator_public_key', publicKey.problem);
    const privateKey = body.private_key === undefined ? undefined : readPrivateKey(body.private_key);
    if (privateKey && 'problem' in privateKey) throw adminErrors.invalid('private_key', privateKey.problem);
    return { baseUrl: baseUrlOf(body.base_url), publicKey: publicKey.pem, privateKey: privateKey?.pem };
  }

  /** The console's view: never the private key, only whether one is set and its fingerprint. */
  async function view(): Promise<Hub88AccountRecord> {
    const row = await repo.find('hub88');
    return {
      id: 'hub88',
      operator_id: row?.operatorId ?? null,
      base_url: row?.baseUrl ?? '',
      aggregator_public_key: row?.aggregatorPublicKey ?? '',
      private_key_set: Boolean(row),
      private_key_fingerprint: row ? fingerprint(row) : null,
      version: row?.version ?? 0,
      updated_at: row ? row.updatedAt.toISOString() : null,
    };
  }

  return {
    view,

    /**
     * Saves the account: keys checked first (400 naming the field, nothing written), then in one
     * transaction the row at the version the console read (else 409) and its audit row.
     */
    async save(request: FastifyRequest, actor: OperatorUser, body: Hub88AccountUpdate): Promise<Hub88AccountRecord> {
      const given = checked(body);
      await inTransaction(deps.db, async (tx) => {
        const before = await repo.lock(tx, 'hub88');
        if ((before?.version ?? 0) !== body.version) throw adminErrors.conflict(STALE, 'version');
        if (!before && !given.privateKey) {
          throw adminErrors.invalid('private_key', 'required the first time the account is saved');
        }
        const fields = {
          operatorId: body.operator_id,
          baseUrl: given.baseUrl,
          aggregatorPublicKey: given.publicKey,
          privateKeySealed: given.privateKey ? seal(secret, PURPOSE, given.privateKey) : before!.privateKeySealed,
        };
        const after = before
          ? await repo.update(tx, 'hub88', body.version, fields)
          : await repo.insert(tx, 'hub88', fields);
        if (!after) throw adminErrors.conflict(STALE, 'version');
        await deps.audit.record(tx, request, actor, {
          siteId: null,
          action: 'aggregator_account.update',
          targetType: 'aggregator_account',
          targetId: 'hub88',
          before: before ? auditable(before) : undefined,
          after: { ...auditable(after), private_key_replaced: Boolean(given.privateKey) },
        });
      });
      return view();
    },

    /**
     * Removes the account (the deployment stops calling Hub88; without an account the demo's embedded
     * simulator serves Hub88 again). Audited with what it was; 404 when none is saved.
     */
    async remove(request: FastifyRequest, actor: OperatorUser): Promise<Hub88AccountRecord> {
      await inTransaction(deps.db, async (tx) => {
        const gone = await repo.remove(tx, 'hub88');
        if (!gone) throw adminErrors.notFound('no Hub88 account is saved');
        await deps.audit.record(tx, request, actor, {
          siteId: null,
          action: 'aggregator_account.delete',
          targetType: 'aggregator_account',
          targetId: 'hub88',
          before: auditable(gone),
          after: undefined,
        });
      });
      return view();
    },

    /**
     * The saved Hub88 account with our private key opened, or undefined when none is saved (the demo's
     * embedded simulator serves Hub88 then). Read at each use, so a saved change applies on every node at once.
     */
    async hub88Account(): Promise<Hub88Account | undefined> {
      const row = await repo.find('hub88');
      if (!row) return undefined;
      const privateKey = opened(row);
      if (!privateKey) {
        throw new Error('the Hub88 private key was sealed under another SERVER_SECRET: save it again in the console');
      }
      return {
        operatorId: row.operatorId,
        baseUrl: row.baseUrl,
        privateKey,
        aggregatorPublicKey: row.aggregatorPublicKey,
        version: row.version,
      };
    },
  };
}

export type AggregatorAccounts = ReturnType<typeof createAggregatorAccounts>;
