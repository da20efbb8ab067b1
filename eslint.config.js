import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Web layering: shared -> features -> app. A feature may not import another feature, and shared
// may import neither features nor app (DESIGN.md, rules of the house).
const featureNames = [
  'auth',
  'site',
  'home',
  'games',
  'content',
  'member',
  'wallet',
  'letters',
  'activities',
  'realtime',
  'popup-discount',
  'announcements',
  'history',
  'programmes',
  'agents',
  'protection',
];
const featureBoundaries = featureNames.map((name) => ({
  files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: featureNames.filter((n) => n !== name).flatMap((n) => [`**/features/${n}`, `**/features/${n}/**`]),
            message: 'Features do not import each other; lift shared code to src/shared or compose in src/app.',
          },
          { group: ['**/app/**', '**/app'], message: 'Features do not import from src/app.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // The member site's server-rendering build (npm run build), like dist/.
      '**/dist-server/**',
      '**/node_modules/**',
      '.data/**',
      '**/migrations/**',
      'bench/results/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/backoffice/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The console is its own bundle: nothing of the member site in it.
    files: ['apps/backoffice/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/src/**', '@playdeck/web', '@playdeck/web/**'],
              message: 'The console does not import the member site.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'shared must not import features or app.' }] },
      ],
    },
  },
  ...featureBoundaries,
  {
    // Server layering: routes -> service -> repo. Only a domain's repos touch the drizzle schema, so every
    // SQL statement of a domain is in its repo files (DESIGN.md, rules of the house).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/repo.ts', '**/*-repo.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/**'],
              message: 'Only repo.ts and *-repo.ts files import the drizzle schema; put the SQL in the repo.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/**'],
              message: "SQL belongs in the domain's repo.ts or *-repo.ts; call the repo from here.",
            },
          ],
        },
      ],
    },
  },
);
