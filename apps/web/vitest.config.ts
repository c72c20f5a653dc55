import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Vitest only reads a default export; root is pinned so the config works from the repo root too.
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    // The app calls zod-free routes, whose answers it trusts (the server serialises them with the response
    // schemas). Under test the fakes play the server, so routes resolve to the full endpoint objects and the
    // client checks every fake answer against the contract (docs/decisions/025-zod-free-web-routes.md).
    alias: [
      {
        find: /^@streamit\/contract\/routes$/,
        replacement: path.resolve(import.meta.dirname, '../../packages/contract/src/index.ts'),
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Files share a worker's module graph and jsdom window instead of building both afresh each: the project ran
    // in 159 s instead of 813 s side by side on this 2-core machine (2026-11-30). Safe because no file mocks modules,
    // and src/test/setup.ts puts back after each test what a test may change (storage, <html>'s attributes, the
    // location, stubbed browser APIs); a test that counts what the whole page does must count its own part.
    isolate: false,
    // Vitest blanks CSS imports by default; Bootstrap's `?url` imports must resolve to real URLs.
    css: { include: [/bootstrap/] },
    // Several findBy… waits (5 s each, see src/test/setup.ts) may run in one test on a busy machine.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
