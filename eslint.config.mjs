import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['remote-public', 'remote-candidate', 'remote-recruiter'];

// Import zones: a remote imports only shared-kernel, never another remote or the host; the host
// never imports a remote (it loads them at run time); shared-kernel imports no package of ours.
// An API module (api/src/modules/<name>/) reaches another module only through its index.ts, the
// module's public face; everything else in a module's folder is its own business.
const API_MODULES = readdirSync(new URL('./api/src/modules/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiModuleZones = API_MODULES.flatMap((module) =>
  API_MODULES.filter((other) => other !== module).map((other) => ({
    target: `./api/src/modules/${module}`,
    from: `./api/src/modules/${other}`,
    except: ['./index.ts'],
    message: `Another API module is reached through its index.ts (api/src/modules/${other}/index.ts).`,
  })),
);
const zones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: ['./host', './api', ...REMOTES.filter((r) => r !== remote)],
    message: 'A remote imports only shared-kernel.',
  })),
  { target: './host', from: ['./api', ...REMOTES], message: 'The host loads remotes at run time.' },
  {
    target: './shared-kernel',
    from: ['./host', './api', ...REMOTES],
    message: 'shared-kernel depends on no package of ours.',
  },
  ...apiModuleZones,
];
// Package names only, anchored: a remote's own `src/api/` folder ('../../api/jobs') is not the api package.
const forbiddenPackages = (names, { tests = true } = {}) => ({
  // The contract's `routes` carry every schema and TypeBox: a page calls the API through the
  // addresses in shared-kernel's root, which weigh a few KB (shared-kernel/src/contract/addresses.ts).
  paths: [
    {
      name: 'shared-kernel/contract',
      importNames: ['routes'],
      message: "Take `routes` from 'shared-kernel' (the addresses, without the schemas).",
    },
  ],
  patterns: [
    {
      regex: `^(${[...new Set(names.map((n) => n.replace(/\/\*$/, '')))].join('|')})(/.*)?$`,
      message: 'Import through shared-kernel only.',
    },
    // The test helpers stay out of the bundles: only tests and their fixtures import them.
    ...(tests
      ? []
      : [{ regex: '^shared-kernel/testing(/.*)?$', message: 'Test helpers are for tests only.' }]),
  ],
});
// Tests and their fixtures, which may import 'shared-kernel/testing'.
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/src/test/**'];

// Dates are shown and computed with shared-kernel/src/rules/dates.ts (date-fns, Europe/London),
// never by hand: no day or hour in milliseconds (or as 24 * 60 * 60 …), no
// toLocaleDateString/toLocaleTimeString, no `toISOString().slice(0, 10)` "today" (a UTC day:
// wrong late in a London evening), no month-name arrays. The front-ends, shared-kernel and the
// API (the API's tests and the e2e suite may build dates by hand).
const DATE_RULE_FILES = [
  ...['host', ...REMOTES, 'shared-kernel'].map((folder) => `${folder}/src/**/*.{ts,tsx}`),
  'api/src/**/*.ts',
];
const DATE_MESSAGE = 'Dates go through shared-kernel/src/rules/dates.ts (date-fns, Europe/London).';
const DATE_SYNTAX = [
  ...[86_400_000, 3_600_000].map((ms) => ({
    selector: `Literal[value=${ms}]`,
    message: `${ms} ms by hand: ${DATE_MESSAGE}`,
  })),
  // 24 * 60 * 60 * 1000 or 1000 * 60 * 60 * 24 (the outermost product only).
  ...[
    "BinaryExpression[operator='*'][right.value=1000]:has(Literal[value=24])",
    "BinaryExpression[operator='*'][right.value=24]:has(Literal[value=1000])",
  ].map((selector) => ({
    selector,
    message: `A day in milliseconds by hand: ${DATE_MESSAGE}`,
  })),
  {
    selector:
      "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString']",
    message: `A day cut from toISOString() is a UTC day: ${DATE_MESSAGE}`,
  },
  {
    selector: 'ArrayExpression:has(> Literal[value=/^Jan(uary)?$/])',
    message: `Month names by hand: ${DATE_MESSAGE}`,
  },
];
const API_IN_COMPONENT_MESSAGE =
  'A component calls no api(): call a hook from src/api/ or src/queries/ (one place per resource).';
const handMadeDates = {
  files: DATE_RULE_FILES,
  ignores: ['shared-kernel/src/rules/dates.ts'],
  rules: {
    'no-restricted-syntax': ['error', ...DATE_SYNTAX],
    'no-restricted-properties': [
      'error',
      ...['toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
        property,
        message: DATE_MESSAGE,
      })),
      {
        property: 'toLocaleString',
        message:
          'Numbers go through formatNumber/formatPounds (shared-kernel/src/rules/numbers.ts): no Intl in the first render.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // The zones above compare resolved files, so imports are resolved as TypeScript resolves them
    // (extensionless paths, `.js` naming a `.ts` file, each package's tsconfig and exports).
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  ...REMOTES.flatMap((remote) => {
    const names = ['host', 'host/*', 'api', 'api/*', ...REMOTES.flatMap((r) => [r, `${r}/*`])];
    return [
      {
        files: [`${remote}/**/*.{ts,tsx}`],
        ignores: TEST_FILES,
        rules: { 'no-restricted-imports': ['error', forbiddenPackages(names, { tests: false })] },
      },
      {
        files: TEST_FILES.map((glob) => `${remote}/${glob}`),
        rules: { 'no-restricted-imports': ['error', forbiddenPackages(names)] },
      },
    ];
  }),
  {
    files: ['host/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        forbiddenPackages([...REMOTES.flatMap((r) => [r, `${r}/*`]), 'api'], { tests: false }),
      ],
    },
  },
  handMadeDates,
  // A component calls no `api()`: its reads and writes are hooks in its package's src/api/ or
  // src/queries/ (shared-kernel: next to the resource, e.g. account/account-api.ts), where the
  // query keys and the invalidation live. The date rule's selectors are repeated here: a file
  // matched by both takes this entry's list.
  {
    files: ['host', ...REMOTES, 'shared-kernel'].map((folder) => `${folder}/src/**/*.tsx`),
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...DATE_SYNTAX,
        {
          selector: "CallExpression[callee.name='api']",
          message: API_IN_COMPONENT_MESSAGE,
        },
      ],
    },
  },
  {
    files: TEST_FILES.map((glob) => `host/${glob}`),
    rules: {
      'no-restricted-imports': [
        'error',
        forbiddenPackages([...REMOTES.flatMap((r) => [r, `${r}/*`]), 'api']),
      ],
    },
  },
);
