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
    // Vitest blanks CSS imports by default; Bootstrap's `?url` imports must resolve to real URLs.
    css: { include: [/bootstrap/] },
    // Several findBy… waits (5 s each, see src/test/setup.ts) may run in one test on a busy machine.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
