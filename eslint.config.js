import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './tools/eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data-test/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'apps/server/drizzle/**',
      'apps/web/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { boundaries: boundariesPlugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts only.' },
      ],
      'boundaries/feature-isolation': 'error',
      'boundaries/member-not-admin': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Plain object literals: `...{ a, b }` inside an object is the same object written to dodge the formatter.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > SpreadElement > ObjectExpression.argument',
          message: 'Write the properties directly instead of spreading an object literal.',
        },
      ],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A findBy… query already fails when nothing is found; wrapping it in expect(…).toBeTruthy() asserts nothing more
    // (issue 27 item 5).
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > SpreadElement > ObjectExpression.argument',
          message: 'Write the properties directly instead of spreading an object literal.',
        },
        {
          selector:
            "CallExpression[callee.property.name='toBeTruthy'][callee.object.callee.name='expect'] > MemberExpression > CallExpression > AwaitExpression.arguments > CallExpression[callee.property.name=/^findBy/]",
          message: 'Await the findBy… query itself: it already fails when nothing is found.',
        },
      ],
    },
  },
  {
    // The web calls endpoints through the zod-free route table (decision 025); an endpoint object from the
    // contract's index would bring its schemas and zod into the chunk. Tests may use full endpoints.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > SpreadElement > ObjectExpression.argument',
          message: 'Write the properties directly instead of spreading an object literal.',
        },
        {
          selector:
            "ImportDeclaration[source.value='@streamit/contract'][importKind='value'] > ImportSpecifier[importKind='value'][imported.name=/Endpoint$/]",
          message: "Import endpoints from '@streamit/contract/routes' in the web app (decision 025).",
        },
      ],
    },
  },
  {
    // No dynamic code execution anywhere (ASVS V1.3.2): eval, the Function constructor and string timers.
    // TypeScript files also get @typescript-eslint/no-implied-eval from strictTypeChecked.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-eval': 'error', 'no-new-func': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    rules: { 'no-implied-eval': 'error' },
  },
  {
    // The generated barrel of the zod-free routes grows by one line per endpoint.
    files: ['packages/contract/src/routes.generated.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // Functions stay short outside React components (.tsx) and test suites; exceed it with a reason comment.
    files: ['**/*.{ts,js,mjs}'],
    ignores: ['**/*.test.{ts,mjs}', '**/*.spec.ts', 'e2e/**'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  {
    // React components get more room than plain functions, but a form past 80 lines hides its parts (issue 27).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // A module calls another module's service or *.queries.ts, never its repository (also checked by check:cycles).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/[^/]+\\.repository(\\.js)?$',
              message: "Import the module's service or *.queries.ts, not its repository.",
            },
          ],
        },
      ],
    },
  },
  {
    // Queries live in repositories (and a module's published *.queries.ts); services, jobs and routes
    // call them, so no other server module file builds Drizzle SQL.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.repository.ts', '**/*.schema.ts', '**/*.queries.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: "Write the query in this module's *.repository.ts." }],
          patterns: [
            {
              regex: '^\\.\\./[^/]+/[^/]+\\.repository(\\.js)?$',
              message: "Import the module's service or *.queries.ts, not its repository.",
            },
            { regex: '^drizzle-orm/', message: "Write the query in this module's *.repository.ts." },
          ],
        },
      ],
    },
  },
  {
    // The only readers of process.env: the server's config and the test/bench harnesses that start it.
    files: ['apps/server/src/config.ts', 'apps/server/test/**', 'e2e/**', 'bench/**', '**/*.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
