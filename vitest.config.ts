import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one file at a time, and a server file spends much of its time waiting on
    // PostgreSQL, a child server or a timer: two files at once keep both cores busy. Each file has its own
    // database (test/global-setup.ts), so files never see each other's rows.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
