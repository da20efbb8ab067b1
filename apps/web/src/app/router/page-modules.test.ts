import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PAGE_ROUTES } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { PAGE_FILES } from './page-modules';

const web = resolve(import.meta.dirname, '../../..');
const source = readFileSync(resolve(import.meta.dirname, 'page-modules.ts'), 'utf8');

/** The page file as this folder's dynamic import names it (relative, without its extension). */
const importOf = (file: string) =>
  `import('${file
    .replace(/^src\/app\//, '../')
    .replace(/^src\//, '../../')
    .replace(/\.tsx$/, '')}')`;

describe('the page files the server links stylesheets for', () => {
  it.each(PAGE_ROUTES.map((route) => route.page))('%s names a file the page table imports', (page) => {
    expect(existsSync(resolve(web, PAGE_FILES[page]))).toBe(true);
    expect(source).toContain(importOf(PAGE_FILES[page]));
  });
});
