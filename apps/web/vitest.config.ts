import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Vitest only reads a default export; root is pinned so the config works from the repo root too.
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
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
