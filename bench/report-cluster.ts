// The cluster section's rows of the report table (bench/cluster.ts).
import type { ClusterFigures } from './cluster.js';

export function clusterRows(c: ClusterFigures): string[][] {
  const rows: string[][] = [];
  const load = `${c.connections} conn, ${c.durationSeconds} s, through nginx`;
  for (const [label, m] of [
    ['two nodes', c.two],
    ['one node', c.one],
  ] as const) {
    rows.push([
      `Cluster mix, ${label} (${load})`,
      `${m.requestsPerSecond} req/s`,
      '',
      `p50 ${m.latencyP50Ms} ms, p99 ${m.latencyP99Ms} ms, non-2xx ${m.non2xx}, errors ${m.errors}`,
    ]);
    rows.push([
      `  game open/leave, ${label}`,
      `${m.gameCallsPerSecond} calls/s`,
      '',
      `p50 ${m.gameP50Ms} ms, p99 ${m.gameP99Ms} ms, failed ${m.gameFailures}; login p50 ${m.loginP50Ms} ms`,
    ]);
  }
  rows.push(['Cluster ratio two / one', c.ratio.toFixed(2), '', `${c.cores} cores; CPU % of one core: ${cpuNote(c)}`]);
  rows.push([
    `Broadcast to ${c.sockets.opened} sockets (${c.sockets.perNode.join(' + ')} per node)`,
    `p99 ${c.sockets.p99Ms} ms`,
    '',
    `p50 ${c.sockets.p50Ms} ms; ${c.sockets.delivered} of ${c.sockets.opened * c.sockets.broadcasts} delivered`,
  ]);
  return rows;
}

function cpuNote(c: ClusterFigures): string {
  return Object.entries(c.cpuPercent)
    .map(([name, percent]) => `${name} ${percent}`)
    .join(', ');
}
