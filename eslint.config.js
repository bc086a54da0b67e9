// Flat ESLint config. Besides the usual rules it enforces the micro-frontend boundaries:
// a remote never imports another remote or the shell, the shell never imports a remote,
// and shared packages import none of them.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const apiArchitecture = require('./tooling/eslint/api-architecture');
const mediaQueries = require('./tooling/eslint/media-queries');

const apps = ['shell', 'mfe-catalog', 'mfe-basket', 'mfe-account', 'mfe-pharmacies', 'mfe-content'];

const boundary = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: apps
          .filter((app) => app !== self)
          .flatMap((app) => [
            {
              group: [app, `${app}/*`, `**/${app}/**`],
              message: `${self} must not import ${app}: talk through @apteka/bus, @apteka/contracts or the API.`,
            },
          ]),
      },
    ],
  },
});

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.deploy/**',
      '.data/**',
      '.e2e/**',
      '.cluster/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...apps.map(boundary),
  {
    files: ['shared/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...apps, ...apps.map((a) => `**/${a}/**`)],
              message: 'shared packages must not depend on an app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The screen sizes live in BREAKPOINTS; media queries come from @apteka/ui's media and widthQuery helpers. Tests
    // may spell out the queries they expect.
    files: [...apps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { media: mediaQueries },
    rules: { 'media/no-literal-breakpoints': 'error' },
  },
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from '../support/test': journeys must fail on CSP violations.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    plugins: { api: apiArchitecture },
    rules: {
      'api/module-boundaries': 'error',
      'api/releases-door': 'error',
      'api/sql-in-repositories': 'error',
      'api/thin-routes': 'error',
      'api/domain-without-http': 'error',
    },
  },
  {
    // Configuration is read once, in one place; everything else gets it from AppConfig.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/platform/config.ts', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through loadConfig() in platform/config.ts.',
        },
      ],
    },
  },
);
