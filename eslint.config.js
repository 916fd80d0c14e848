import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'generated/', 'node_modules/', 'client/routeTree.gen.ts', 'data/', 'test-results/', 'screenshots/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules: each file is read with the types of its own tsconfig.json (server/, client/,
  // tests/, or the root one for scripts and common/), so a promise nobody awaits, or one handed
  // where nothing waits for it (an event handler, a callback), fails the lint.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Configuration is parsed once, in server/config.ts; nothing else reads the environment.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/config.ts.' },
      ],
    },
  },
  {
    files: ['server/config.ts', 'scripts/**', 'tests/**', 'server/db/test-database.ts', 'vite.config.ts', '*.config.{js,ts}'],
    rules: { 'no-restricted-properties': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Hono's `c.var` copies every context variable into a new object on each read: on the request path that is garbage per call.
  {
    files: ['server/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='var']", message: "Read a context variable with c.get('name'), not c.var." },
      ],
    },
  },
  // One runner per kind of test: the end-to-end tests on @playwright/test (playwright.config.ts), the others on vitest.
  {
    files: ['tests/e2e/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'vitest', message: 'End-to-end tests run on @playwright/test.' }] }] },
  },
  {
    files: ['server/**', 'client/**', 'common/**', 'scripts/**', 'tests/{unit,api,contract,process,support}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: 'Only the end-to-end tests (tests/e2e) run on Playwright.' }] },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The initial JavaScript budget (tests/e2e/bundle-size.e2e.ts) has no room for classic zod.
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Use 'zod/mini' in the client." }] }],
    },
  },
);
