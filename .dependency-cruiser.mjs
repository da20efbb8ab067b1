// Import boundaries and cycles, checked by dependency-cruiser in `npm run lint` (docs/architecture.md, "How the
// boundaries are checked"). The folder lists below are read from the file system each run, so a new server
// module or console resource folder is covered without editing this file. Any violation fails the lint.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folders directly inside `dir`, sorted. */
const foldersOf = (dir) =>
  readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
/** A regular expression alternative of the names, each escaped. */
const anyOf = (names) => `(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;

const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
const moduleNames = foldersOf('apps/server/src/modules');

// The console (decision 0046): the floor every resource stands on, and the folders that assemble resources.
const CONSOLE = '^apps/backoffice/src/';
const consoleFloor = ['shared', 'api', 'i18n', 'auth', 'layout'];
const resourceNames = foldersOf('apps/backoffice/src').filter((name) => !consoleFloor.includes(name));
// A composition point's types may sit in a types.ts beside it (decision 0046), which then names resource types.
const compositionPoints = ['api/data-provider.ts', 'layout/app-menu.tsx', 'auth/permissions.ts', 'app.tsx', 'main.tsx'];
compositionPoints.push(...new Set(compositionPoints.map((p) => p.replace(/[^/]*$/, 'types.ts'))));
const compositionPaths = `${CONSOLE}(${compositionPoints.map((p) => p.replaceAll('.', '\\.')).join('|')})$`;

/** What another module or resource may be entered through: its index.ts and types.ts. */
const publicFace = (root, names) => `${root}${anyOf(names)}/(index|types)\\.tsx?$`;

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'This import closes a cycle (type-only imports count). Break it: move what both sides need into a third ' +
        'file (a types.ts beside them for types), or pass it in as an argument.',
      severity: 'error',
      from: { path: '^apps/(server|web|backoffice)/src/' },
      to: { circular: true },
    },
    {
      name: 'server-module-through-index',
      comment:
        "A server module reaches another module only through that module's index.ts or types.ts; export what " +
        'you need from there.',
      severity: 'error',
      from: { path: `${MODULES}${anyOf(moduleNames)}/` },
      to: { path: `${MODULES}${anyOf(moduleNames)}/`, pathNot: [`${MODULES}$1/`, publicFace(MODULES, moduleNames)] },
    },
    {
      name: 'server-outside-modules-through-index',
      comment:
        'Code outside the modules (app.ts, plugins/, i18n/, config…) reaches a module only through its index.ts or ' +
        'types.ts. Exempt: db/, the entry points (main.ts and the commands in cli/), src/test and src/fuzz.',
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: [`${SERVER}(modules|db|cli|test|fuzz|lib)/`, `${SERVER}main\\.ts$`],
      },
      to: { path: MODULES, pathNot: publicFace(MODULES, moduleNames) },
    },
    {
      name: 'server-lib-no-modules',
      comment: 'src/lib is below the modules: it imports none of them. Move the piece into lib or pass it in.',
      severity: 'error',
      from: { path: `${SERVER}lib/` },
      to: { path: MODULES },
    },
    {
      name: 'console-shared-floor',
      comment: "A file in the console's shared/ imports only shared/, api/ and i18n/ (decision 0046).",
      severity: 'error',
      from: { path: `${CONSOLE}shared/` },
      to: { path: CONSOLE, pathNot: `${CONSOLE}(shared|api|i18n)/` },
    },
    {
      name: 'console-resource-zones',
      comment:
        'A console resource folder imports shared/, api/, i18n/, auth/, its own files, and another resource only ' +
        "through that resource's index.ts or types.ts (decision 0046).",
      severity: 'error',
      from: { path: `${CONSOLE}${anyOf(resourceNames)}/` },
      to: {
        path: CONSOLE,
        pathNot: [`${CONSOLE}(shared|api|i18n|auth)/`, `${CONSOLE}$1/`, publicFace(CONSOLE, resourceNames)],
      },
    },
    {
      name: 'console-composition-through-index',
      comment:
        'A composition point (api/data-provider.ts, layout/app-menu.tsx, auth/permissions.ts, app.tsx, main.tsx, ' +
        'and the types.ts beside each) ' +
        "imports a resource only through the resource's index.ts or types.ts (decision 0046).",
      severity: 'error',
      from: { path: compositionPaths },
      to: { path: `${CONSOLE}${anyOf(resourceNames)}/`, pathNot: publicFace(CONSOLE, resourceNames) },
    },
    {
      name: 'console-floor-no-resources',
      comment:
        'api/, auth/, i18n/ and layout/ sit under the resources and import none of them; only the composition ' +
        'points (api/data-provider.ts, layout/app-menu.tsx, auth/permissions.ts, app.tsx, main.tsx, and the ' +
        'types.ts beside each) assemble them.',
      severity: 'error',
      from: { path: `${CONSOLE}(api|auth|i18n|layout)/`, pathNot: compositionPaths },
      to: { path: `${CONSOLE}${anyOf(resourceNames)}/` },
    },
  ],
  options: {
    includeOnly: '^apps/(server|web|backoffice)/src/',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // The base every app's tsconfig extends: the resolution options are all there (the apps add only lib,
    // types, jsx and include), and one cruise over the three apps costs less than half of three cruises.
    tsConfig: { fileName: 'tsconfig.base.json' },
    progress: { type: 'none' },
    skipAnalysisNotInRules: true,
    // Tests are left out of the cruise: nothing imports a test, so none is in a cycle, and tests may reach
    // into any module or resource.
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
