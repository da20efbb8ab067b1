// The games section's rows of the report table (bench/games.ts): the catalogue, transfers, transfers at scale.
import type { GamesFigures } from './games.js';
import type { TransferFigures } from './games-transfers.js';
import { loadRow, verdict } from './lib/table.js';
import type { Targets } from './report.js';

function transferRows(t: TransferFigures): string[][] {
  const errors = t.errors > 0 ? `${t.errors} errors (${t.errorSamples.join(' | ')})` : '0 errors';
  const moved = t.balances.filter((b) => b.end !== b.start).map((b) => `${b.account} ${b.start} -> ${b.end}`);
  const kept =
    t.members.length > 3
      ? `all ${t.members.length} back at their start`
      : t.balances.map((b) => `${b.account} ${b.end}`).join(', ');
  return [
    [
      `Transfers main -> GP01 -> main, ${t.database} (${t.members.length} members, ${t.durationSeconds} s)`,
      `${t.transfersPerSecond} transfers/s`,
      '',
      `${t.cycles} play1 + leave1 cycles; ${errors}`,
    ],
    [
      '  play1 / leave1 latency',
      `p50 ${t.playP50Ms} / ${t.leaveP50Ms} ms, p99 ${t.playP99Ms} / ${t.leaveP99Ms} ms`,
      '',
      `client CPU ${t.loadGeneratorCpuPercent}%`,
    ],
    ['  money intact', t.moneyIntact ? 'yes' : 'NO', '', moved.length > 0 ? moved.join(', ') : kept],
  ];
}

export function gameRows(g: GamesFigures, rows: string[][], targets: Targets): void {
  const c = g.catalogue;
  if (c) {
    const load = `${c.connections} conn, ${c.durationSeconds} s`;
    const reply = c.reply;
    rows.push([
      `Playdeck POST v3/game_list, ${reply.hallEntries} hall entries (${load})`,
      `${c.playdeck.requestsPerSecond} req/s`,
      '',
      `${c.lobbiesAdded} lobby rows added, ${reply.gameTypes} game types`,
    ]);
    rows.push([`Bare Fastify 5 POST, same bytes (${load})`, `${c.bareFastify.requestsPerSecond} req/s`, '', '']);
    rows.push([
      'Catalogue ratio Playdeck / bare',
      c.ratio.toFixed(2),
      `>= ${targets.catalogueRatio}`,
      verdict(c.ratio >= targets.catalogueRatio),
    ]);
    rows.push([
      '  hall reply',
      `${reply.bodyBytes} B ${reply.contentEncoding}`,
      '',
      `${reply.jsonBytes} B of JSON; etag ${reply.etag ? 'present' : 'MISSING'}; ${reply.contentType}`,
    ]);
    rows.push(loadRow('Playdeck', c.playdeck));
    rows.push(loadRow('bare Fastify', c.bareFastify));
  }
  for (const t of g.transfers) rows.push(...transferRows(t));
  const scale = g.transfersAtScale;
  if (scale) {
    const pgbench = scale.pgbenchTps === null ? `failed: ${scale.pgbenchError ?? ''}` : `${scale.pgbenchTps} tps`;
    rows.push([`pgbench simple-update, ${scale.transfers.members.length} clients (10 s)`, pgbench, '', '']);
    rows.push(...transferRows(scale.transfers));
    if (scale.ratio !== null) {
      rows.push([
        'Transfers/s / pgbench tps',
        scale.ratio.toFixed(2),
        `>= ${targets.transfersPgbenchRatio}`,
        verdict(scale.ratio >= targets.transfersPgbenchRatio),
      ]);
    }
  }
  if (g.postgresSkipped) rows.push(['Transfers, postgres', 'not measured', '', g.postgresSkipped]);
  for (const f of g.failures)
    rows.push([`Games: ${f.part}`, 'not measured', '', `error: ${f.error.split('\n')[0] ?? ''}`]);
}
