import { gzipSync } from 'node:zlib';
import { round } from './lib/stats.js';

export interface JsFile {
  path: string;
  /** How the page reaches it: a module script, a modulepreload link, or a static import found in one. */
  via: 'script' | 'modulepreload' | 'static import';
  rawBytes: number;
  gzipBytes: number;
}

export interface InitialJsFigures {
  files: JsFile[];
  totalRawKB: number;
  totalGzipKB: number;
}

const MAX_FILES = 100;
// 1 KB = 1000 bytes, as in Vite's build report, so the two can be compared line by line.
export const KB = 1000;

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/**
 * Scripts the browser runs without waiting for a user (async, defer and module all count), and preloads, in
 * the markup or in a rendered page's list of the app's modules.
 */
function referencedJs(html: string): { src: string; via: JsFile['via'] }[] {
  const found: { src: string; via: JsFile['via'] }[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && !/\snomodule\b/i.test(tag)) found.push({ src, via: 'script' });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attr(tag, 'href');
    if (href && attr(tag, 'rel')?.toLowerCase() === 'modulepreload') found.push({ src: href, via: 'modulepreload' });
  }
  // A page the server rendered lists its module script and preloads, and adds them once it has painted.
  const listed = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html)?.[1];
  const [entry, ...preloads] = listed ? (JSON.parse(listed) as string[]) : [];
  if (entry) found.push({ src: entry, via: 'script' });
  for (const src of preloads) found.push({ src, via: 'modulepreload' });
  return found;
}

/**
 * Static imports inside a fetched chunk (`import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`)
 * load before the entry runs even when the HTML forgot to preload them, so they belong to the total.
 * Dynamic `import("...")` is excluded: that is code split off on purpose.
 */
function staticImports(code: string): string[] {
  const specs: string[] = [];
  const re = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\s]+\.m?js)["']/g;
  for (const m of code.matchAll(re)) if (m[1]) specs.push(m[1]);
  return specs;
}

/** Fetches `/`, then every JS file it loads before interaction, and sums their gzip -9 sizes. */
export async function measureInitialJs(baseUrl: string): Promise<InitialJsFigures> {
  const pageUrl = new URL('/', baseUrl);
  const res = await fetch(pageUrl);
  if (!res.ok) throw new Error(`GET / answered ${res.status}`);
  const html = await res.text();

  const queue = referencedJs(html).map(({ src, via }) => ({ url: new URL(src, pageUrl), via }));
  if (queue.length === 0) throw new Error('GET / references no JavaScript: is apps/web/dist built?');

  const seen = new Set<string>();
  const files: JsFile[] = [];
  while (queue.length > 0 && files.length < MAX_FILES) {
    const next = queue.shift();
    if (!next) break;
    if (next.url.origin !== pageUrl.origin || seen.has(next.url.pathname)) continue;
    seen.add(next.url.pathname);
    const js = await fetch(next.url);
    if (!js.ok) throw new Error(`GET ${next.url.pathname} answered ${js.status}`);
    const body = Buffer.from(await js.arrayBuffer());
    files.push({
      path: next.url.pathname,
      via: next.via,
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
    for (const spec of staticImports(body.toString('utf8'))) {
      queue.push({ url: new URL(spec, next.url), via: 'static import' });
    }
  }

  const sum = (key: 'rawBytes' | 'gzipBytes') => files.reduce((total, f) => total + f[key], 0);
  return { files, totalRawKB: round(sum('rawBytes') / KB), totalGzipKB: round(sum('gzipBytes') / KB) };
}
