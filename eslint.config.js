import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

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
);
