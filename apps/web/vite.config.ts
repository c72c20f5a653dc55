import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';
const BOOT_PRELOAD_SOURCE = 'src/boot-preload.ts';

/**
 * Adds src/boot-preload.ts to the page as its own `async` module script, ahead of the entry: Vite would merge a
 * second module script in index.html into the entry chunk, which would then wait for everything the entry needs.
 */
function bootPreloadScript(): Plugin {
  return {
    name: 'streamit-boot-preload',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot-preload',
        );
        const src = chunk ? `/${chunk.fileName}` : `/${BOOT_PRELOAD_SOURCE}`;
        return [{ tag: 'script', attrs: { type: 'module', async: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}

// Vite only reads a default export, the one exception to the named-exports rule.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), bootPreloadScript()],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN },
      '/metrics': { target: API_ORIGIN },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      input: {
        index: path.join(import.meta.dirname, 'index.html'),
        'boot-preload': path.join(import.meta.dirname, BOOT_PRELOAD_SOURCE),
      },
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            // hls.js is imported dynamically by the players only: its own chunk keeps it off every other page.
            { name: 'hls', test: /node_modules[\\/]hls\.js[\\/]/, priority: 30 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // No catch-all vendor group: a library only lazy routes use (admin, player, forms) stays in their
            // chunks instead of riding along with the home page.
          ],
        },
      },
    },
  },
});
