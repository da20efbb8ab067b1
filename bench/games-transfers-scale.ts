import pg from 'pg';
import { loadTransfers, TRANSFER_ENV } from './games-transfers.js';
import type { TransferFigures } from './games-transfers.js';
import { makeTempDir, removeTempDir } from './lib/cleanup.js';
import { pgbenchFigure } from './lib/pgbench.js';
import { createScratchDatabase, redactUrl } from './lib/scratch-postgres.js';
import { spawnPlaydeck } from './lib/server-process.js';
import { round } from './lib/stats.js';

/** Members looping at once on PostgreSQL for the ratio to pgbench, and pgbench's clients: the same count. */
const MEMBERS_AT_SCALE = 100;

export interface TransfersAtScaleFigures {
  pgbenchTps: number | null;
  pgbenchError?: string;
  transfers: TransferFigures;
  /** Transfers/s over pgbench's simple-update TPS at the same client count. */
  ratio: number | null;
}

/**
 * Members added for the run at scale: demo001's site, currency and password, each with 1,000.00 in the main
 * wallet, written straight into the database (the seed's demo members are three).
 */
async function seedMembersLikeDemo(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: string;
      member_account: string;
      site_id: number;
      member_currency: string;
    }>(
      `insert into members (site_id, member_account, member_currency, password_hash)
       select d.site_id, 'transfer' || lpad(i::text, 3, '0'), d.member_currency, d.password_hash
       from members d, generate_series(1, $1::int) as i where d.member_account = 'demo001'
       returning id, member_account, site_id, member_currency`,
      [count],
    );
    await client.query(
      `insert into wallets (site_id, member_id, provider, currency, balance)
       select m.site_id, m.id, '', m.member_currency, 100000 from members m where m.id = any($1::bigint[])`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) => r.member_account);
  } finally {
    await client.end();
  }
}

/**
 * Transfers at a concurrency that saturates PostgreSQL: pgbench's simple-update TPS with 100 clients in a
 * scratch database, then 100 members looping play1 + leave1 on the built server over the same database.
 */
export async function measureTransfersAtScale(adminUrl: string): Promise<TransfersAtScaleFigures> {
  const dataDir = makeTempDir('transfers-scale');
  const scratch = await createScratchDatabase(adminUrl);
  try {
    const pgbench = pgbenchFigure(scratch.url, MEMBERS_AT_SCALE);
    const server = await spawnPlaydeck(dataDir, {
      name: 'Playdeck server (transfers at scale)',
      env: { ...TRANSFER_ENV, DATABASE_URL: scratch.url },
    });
    try {
      const accounts = await seedMembersLikeDemo(scratch.url, MEMBERS_AT_SCALE);
      const transfers = await loadTransfers(server.url, 'postgres', redactUrl(scratch.url), accounts);
      const tps = pgbench.pgbenchTps;
      return { ...pgbench, transfers, ratio: tps ? round(transfers.transfersPerSecond / tps, 2) : null };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
    removeTempDir(dataDir);
  }
}
