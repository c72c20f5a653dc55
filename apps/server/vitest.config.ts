import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Files share a worker's module graph instead of importing the app afresh each (import was about half of the
    // run's CPU time). Safe because every file builds its own app on its own cloned database, and no file mocks
    // modules, stubs globals or changes process.env.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
