import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure functions: contracts, web parts, server units) and `api` (the server
 * through app.inject against a real database, one database per test file; see apps/server/test/).
 * Playwright specs (`*.spec.ts`, e2e/) are never Vitest's.
 */
const never = ['**/node_modules/**', '**/dist/**', 'e2e/**', '**/*.spec.ts', '**/*.spec.tsx'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
          ],
          exclude: never,
          environment: 'node',
          // correctness, not speed (bench/ measures speed): property tests must not fail because CI's cores are busy
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...never, 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // each file holds its own database (an in-memory PGlite of ~150 MB, or a PostgreSQL clone):
          // two files at a time fit the 2 cores and the memory of this machine
          pool: 'forks',
          maxWorkers: 2,
          // correctness, not speed: a file whose tests each drive many requests must not fail because the cores are busy
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
