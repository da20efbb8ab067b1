// The seamless wallet section's rows of the report table (bench/games-seamless.ts).
import type { SeamlessFigures } from './games-seamless.js';
import { verdict } from './lib/table.js';
import type { Targets } from './report.js';

export function seamlessRows(s: SeamlessFigures, targets: Targets): string[][] {
  const rows: string[][] = [];
  const pgbench = s.pgbenchTps === null ? `failed: ${s.pgbenchError ?? ''}` : `${s.pgbenchTps} tps`;
  rows.push([`pgbench simple-update, ${s.spread.concurrency} clients (10 s)`, pgbench, '', '']);
  for (const [name, l] of [
    [`Seamless bet + win, ${s.spread.members} members at once`, s.spread],
    [`Seamless bet + win, one member ${s.hotRow.concurrency} at once (hot row)`, s.hotRow],
  ] as const) {
    const errors = l.errors > 0 ? `${l.errors} errors (${l.errorSamples.join(' | ')})` : '0 errors';
    const live = l.signedLive > 0 ? `, ${l.signedLive} signed during the run` : ', all signed ahead';
    const generator = `load generator ${l.loadGeneratorCpuPercent}% of a core`;
    rows.push([name, `${l.callbacksPerSecond} callbacks/s`, '', `${l.rounds} rounds${live}, ${errors}, ${generator}`]);
    rows.push([
      '  p50 / p99 per callback',
      `${l.p50Ms} / ${l.p99Ms} ms`,
      `p99 < ${targets.seamlessP99Ms} ms`,
      verdict(l.p99Ms < targets.seamlessP99Ms),
    ]);
  }
  if (s.ratio !== null) {
    const ok = s.ratio >= targets.seamlessPgbenchRatio;
    rows.push([
      'Seamless callbacks/s / pgbench tps',
      s.ratio.toFixed(2),
      `>= ${targets.seamlessPgbenchRatio}`,
      verdict(ok),
    ]);
  }
  rows.push(['  money', s.moneyIntact ? 'intact' : 'MISMATCH', '', 'every balance = start - bets + wins']);
  return rows;
}
