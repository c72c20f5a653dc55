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
    restoreMocks: true,
    unstubGlobals: true,
  },
});
