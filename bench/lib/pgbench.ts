import { execFileSync } from 'node:child_process';
import { errorMessage } from './stats.js';

/**
 * pgbench's simple-update TPS with `clients` clients for 10 s, on its own tables (scale 10) in the database at
 * `url`: the money benches' yardstick of what this machine's PostgreSQL does at that concurrency.
 */
export function pgbenchTps(url: string, clients: number): number {
  execFileSync('pgbench', ['-i', '-q', '-s', '10', url], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    ['-n', '-b', 'simple-update', '-c', String(clients), '-j', '2', '-T', '10', url],
    {
      encoding: 'utf8',
    },
  );
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps: ${out.slice(-200)}`);
  return Number(tps);
}

/** pgbench's TPS, or why it could not be measured (the section's own figures are still taken). */
export function pgbenchFigure(url: string, clients: number): { pgbenchTps: number | null; pgbenchError?: string } {
  try {
    return { pgbenchTps: pgbenchTps(url, clients) };
  } catch (err) {
    return { pgbenchTps: null, pgbenchError: errorMessage(err) };
  }
}
