import { defineConfig } from 'vitest/config';

/** Unit, contract and API tests. End-to-end tests have their own config (tests/e2e). */
export default defineConfig({
  test: {
    include: ['tests/{unit,api,contract}/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
  },
});
