import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@playdeck/contract';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * `<link>` hints for the lazy chunks a first visit needs before it can paint real content: the
 * locale's catalog, the layout and the page. Without them the browser would find each one only after the
 * entry script ran, one round trip after another. A page the server rendered carries its stylesheets in
 * the page itself (see `stylesheet`).
 */
export function createPreloadHints(distDir: string) {
  const path = join(distDir, '.vite/manifest.json');
  const manifest: Manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const inEntry = new Set([entry?.file, ...(entry?.imports ?? []).map((k) => manifest[k]?.file)]);
  const cache = new Map<string, string>();
  const sheets = new Map<string, string>();

  /**
   * A rendered page's stylesheet, in the page: no request stands between its markup and the first paint.
   * A disabled link of the same address follows, which the app's chunk loader takes for the stylesheet
   * already there (it looks for the link), so it is neither fetched nor applied twice.
   */
  function stylesheet(file: string, attributes = ''): string {
    let css = sheets.get(file);
    if (css === undefined) {
      css = readFileSync(join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      sheets.set(file, css);
    }
    return `<style data-href="/${file}"${attributes}>${css}</style><link rel="stylesheet" href="/${file}" crossorigin disabled>`;
  }

  function collect(key: string, files: Set<string>, styles: Set<string>): void {
    const chunk = manifest[key];
    if (!chunk || inEntry.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const dependency of chunk.imports ?? []) collect(dependency, files, styles);
  }

  /**
   * `page` is the source file of the page's chunk (the home page on a skeleton of `/`). A page the server
   * rendered links its stylesheets outright, so its markup is styled before any script runs; a skeleton
   * only preloads them for the app. The layout's own stylesheets say which layout they belong to: when the
   * window's width gets the other layout, the page switches them off (layout-store.ts).
   */
  return (locale: Locale, mobile: boolean, page: string | undefined, rendered: boolean): string => {
    const cacheKey = `${locale}|${mobile}|${page}|${rendered}`;
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const files = new Set<string>();
    const styles = new Set<string>();
    const layoutStyles = new Set<string>();
    collect(`src/locales/${locale}/common.json`, files, styles);
    if (page && page !== 'src/app/pages/home.tsx') collect(`src/locales/${locale}/pages.json`, files, styles);
    if (page) collect(page, files, styles);
    const layout = mobile ? 'mobile' : 'desktop';
    collect(`src/app/layouts/${layout}-layout.tsx`, files, layoutStyles);
    // crossorigin: Vite's loader adds lazy chunks' stylesheets with crossOrigin = '', and a link in another
    // credentials mode is not reused: the file would be downloaded twice.
    const preload = (file: string) => `<link rel="preload" as="style" href="/${file}" crossorigin>`;
    const links = [
      ...(rendered
        ? [
            ...(entry?.css ?? []).map((f) => stylesheet(f)),
            ...[...layoutStyles].map((f) => stylesheet(f, ` data-layout-css="${layout}"`)),
            ...[...styles].map((f) => stylesheet(f)),
          ]
        : [...layoutStyles, ...styles].map(preload)),
      ...[...files].map((f) => `<link rel="modulepreload" href="/${f}">`),
    ].join('');
    cache.set(cacheKey, links);
    return links;
  };
}

/** The layout the page will most likely pick, from the client hint or the user agent. */
export function looksMobile(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['sec-ch-ua-mobile'] === '?1') return true;
  return /Mobi|Android|iPhone|iPad/i.test(String(headers['user-agent'] ?? ''));
}
