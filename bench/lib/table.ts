import type { LoadFigures } from '../throughput.js';

/** A plain aligned text table: readable in a terminal and in a CI log alike. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function verdict(ok: boolean): string {
  return ok ? 'ok' : 'MISSED';
}

/** The latency row under a load test's req/s, with whether autocannon itself was the limit. */
export function loadRow(name: string, l: LoadFigures): string[] {
  const detail = `p50 ${l.latencyP50Ms} ms, p99 ${l.latencyP99Ms} ms, ${l.wireBytesPerResponse} B/response on the wire`;
  const problems = l.non2xx + l.errors > 0 ? `; ${l.non2xx} non-2xx, ${l.errors} errors` : '';
  return [`  ${name} latency`, detail, '', `autocannon CPU ${l.loadGeneratorCpuPercent}%${problems}`];
}
