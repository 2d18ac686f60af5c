import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/** The web app's features: each may import only itself, lib, components and shared (architecture.md). */
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The API's modules: each is imported by another only through its index.ts (its public surface). */
const apiModules = readdirSync(new URL('apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiModuleZones = apiModules.map((module) => ({
  target: `apps/api/src/modules/${module}`,
  from: 'apps/api/src/modules',
  except: [
    `./${module}`,
    ...apiModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
  ],
  message:
    "A module imports another only through its index.ts: add what it needs to that module's public surface.",
}));

/** Who may import whom between layers (architecture.md). */
const layerZones = [
  {
    target: 'packages/shared',
    from: ['apps', 'e2e', 'bench'],
    message: 'shared imports no app: the apps build on it, never the reverse.',
  },
  { target: 'apps/web', from: 'apps/api', message: 'The apps meet only in shared and over HTTP.' },
  { target: 'apps/api', from: 'apps/web', message: 'The apps meet only in shared and over HTTP.' },
  {
    target: 'apps/web/src/components',
    from: 'apps/web/src/features',
    message: 'Shared components import no feature: pass what they need as props.',
  },
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features import no other feature: a screen in app/routes composes them.',
  })),
];

/** File names are kebab-case (architecture.md): `room-form.tsx`, `rooms.service.ts`, `en.json`. */
const kebabCaseFile = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File name "{{name}}" is not kebab-case.' } },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop();
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name))
          context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-bench/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // An effect returns nothing or its cleanup: React calls whatever comes back when the effect re-runs
      // or unmounts. `useEffect(() => el.scrollIntoView())` returned a Promise in Chromium and crashed the
      // box office after a sale (issue 22). A block body, or an arrow returning the cleanup arrow.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/], CallExpression[callee.property.name=/^use(Layout|Insertion)?Effect$/]) > ArrowFunctionExpression:not([body.type="BlockStatement"], [body.type="ArrowFunctionExpression"], [body.type="FunctionExpression"])',
          message:
            'An effect returns nothing or a cleanup function: give it a block body ({ ... }) so a value never becomes its cleanup.',
        },
      ],
    },
  },
  {
    // Every string shown to a person is a translation key (architecture.md). The plugin's
    // jsx-text-only mode never looks at attributes, so jsx-only: text children, strings in JSX
    // expressions, and the attributes a person reads (include list); other attributes are skipped.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/bench/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              '.*Label',
              'aria-label',
              'aria-description',
              'aria-placeholder',
              'aria-roledescription',
              'aria-valuetext',
              'alt',
              'title',
              'subtitle',
              'heading',
              'placeholder',
              'description',
              'error',
              'warning',
              'body',
              'legend',
              'tooltip',
              '.*Message',
              '.*Text',
              'leftSection',
              'rightSection',
            ],
          },
          // Pure symbols are not language: numbers, punctuation, currency and other signs
          // ('·', '—', '/', ':', '*', '%', '€', '12,50 €'), emoji.
          words: { exclude: [/^[\p{N}\p{P}\p{S}\s]+$/u, /^\p{Emoji}+$/u] },
          'should-validate-template': true,
          // Calls whose string arguments are form paths, picture kinds or CASL actions/subjects,
          // not text (input and number wrap getInputProps in the forms, picker takes a kind).
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'can',
              'cannot',
              'getInputProps',
              'input',
              'number',
              'picker',
              'require',
              'addEventListener',
              'removeEventListener',
              'includes',
              'startsWith',
              'endsWith',
            ],
          },
        },
      ],
    },
  },
  {
    // The apps meet only through shared and HTTP (architecture.md).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/api/**', '@encore/api*'] }] },
  },
  {
    // One HTTP client (issue 9): the token, its refresh, the GET retry and the error shape live in
    // lib/api-client.ts; a bare fetch skips them (a 401 then logs the user out instead of refreshing).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-client.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Call the API through `api` from @/lib/api-client (raw bodies, blobs too).',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Call the API through `api` from @/lib/api-client (raw bodies, blobs too).',
        })),
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@encore/web*'] }] },
  },
  {
    // Architecture in lint: who may import whom, no import cycles, kebab-case file names.
    files: ['{apps,packages,e2e,bench,scripts}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, encore: { rules: { 'kebab-case-file': kebabCaseFile } } },
    settings: {
      // import-x parses an imported file only if its extension is listed here (default: .js alone) and a
      // parser is named for it: without them no-cycle never followed a .ts/.tsx import and a planted
      // two-file cycle passed lint (scripts/lint-cycles.test.ts).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'encore/kebab-case-file': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...layerZones, ...apiModuleZones],
        },
      ],
    },
  },
  {
    // A component test may compose a feature's pieces, as a screen does.
    files: ['apps/web/src/components/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Tests and their fixtures may reach into any module to set up and check what they test.
    files: ['apps/api/src/**/*.test.ts', 'apps/api/src/**/test-*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Cycles make load order matter and hide layering mistakes (type-only imports are not counted).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
