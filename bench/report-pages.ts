// The report table's rows for the pages a visitor opens: Lighthouse per page, and the ssr section.
import type { LighthouseFigures } from './lighthouse.js';
import { loadRow, verdict } from './lib/table.js';
import type { Targets } from './report.js';
import type { SsrFigures } from './ssr.js';

export function lighthouseRows(pages: LighthouseFigures[], t: Targets): string[][] {
  const rows: string[][] = [];
  for (const l of pages) {
    rows.push([
      `Lighthouse mobile ${l.path}: performance (median of ${l.runScores.length})`,
      String(l.performance),
      `>= ${t.lighthousePerformance}`,
      `${verdict(l.performance >= t.lighthousePerformance)} (runs: ${l.runScores.join(', ')})`,
    ]);
    rows.push([
      '  accessibility',
      String(l.accessibility),
      `>= ${t.lighthouseAccessibility}`,
      verdict(l.accessibility >= t.lighthouseAccessibility),
    ]);
    rows.push(['  LCP', `${l.lcpMs} ms`, `< ${t.lcpMs} ms`, verdict(l.lcpMs < t.lcpMs)]);
    rows.push(['  TBT', `${l.tbtMs} ms`, `< ${t.tbtMs} ms`, verdict(l.tbtMs < t.tbtMs)]);
    rows.push(['  CLS', String(l.cls), `< ${t.cls}`, verdict(l.cls < t.cls)]);
    rows.push(['  FCP', `${l.fcpMs} ms`, '', '']);
    rows.push(['  Speed Index', `${l.speedIndexMs} ms`, '', '']);
    for (const o of l.opportunities) rows.push([`  Opportunity: ${o.id}`, `-${o.savingsMs} ms`, '', o.title]);
    for (const warning of l.warnings) rows.push(['  Lighthouse warning', '', '', warning]);
  }
  return rows;
}

export function ssrRows(s: SsrFigures, t: Targets): string[][] {
  const rows: string[][] = [];
  const load = `${s.connections} conn, ${s.durationSeconds} s`;
  for (const c of s.cached) {
    const reply = c.reply;
    rows.push([
      `Playdeck GET / kept page, ${c.device} (${load})`,
      `${c.playdeck.requestsPerSecond} req/s`,
      '',
      `${reply.contentEncoding} ${reply.bodyBytes} B (${reply.htmlBytes} B of HTML)`,
    ]);
    rows.push([`Bare Fastify 5 GET, same bytes (${load})`, `${c.bareFastify.requestsPerSecond} req/s`, '', '']);
    rows.push([
      `Kept page ratio Playdeck / bare, ${c.device}`,
      c.ratio.toFixed(2),
      `>= ${t.ssrCachedRatio}`,
      verdict(c.ratio >= t.ssrCachedRatio),
    ]);
    rows.push(loadRow('Playdeck', c.playdeck));
    rows.push(loadRow('bare Fastify', c.bareFastify));
  }
  const f = s.firstHome;
  rows.push([
    'First render of / (cold caches)',
    `${f.ms} ms`,
    '',
    `fresh server, after GET ${f.warmupPath}; the next GET / (kept) ${f.keptMs} ms`,
  ]);
  const u = s.uncached;
  rows.push([
    `Uncached render, ${u.requests} promotion paths one at a time`,
    `p50 ${u.p50Ms} ms, p99 ${u.p99Ms} ms`,
    '',
    `max ${u.maxMs} ms; ${u.firstPath} and on, after ${u.warmup} warm-up renders; wall time at the bench`,
  ]);
  return rows;
}
