import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { watchPageHtml } from './vite-plugins/watch-page-html.js';

const API_ORIGIN = 'http://127.0.0.1:3000';
const BOOT_PRELOAD_SOURCE = 'src/boot-preload.ts';
const WATCH_STREAM_ENTRY_SOURCE = 'src/watch-stream-entry.ts';
// What the boot preloader imports, which the entry imports too: their own small chunk, so that the preloader never
// waits for the entry's (streamitBootPreload checks it).
const BOOT_PRELOAD_IMPORTS = [
  /src[\\/]i18n[\\/](catalogue-parts|preferred-language)\.ts$/,
  /contract[\\/]src[\\/]constants\.ts$/,
  // The stream warm-up (features/watch/hls-loader) reads the member token without waiting for the entry.
  /src[\\/]lib[\\/](auth-storage|member-media-headers)\.ts$/,
  // The warm-up also reads a member's saved place and decides where to resume (decision 086).
  /src[\\/]features[\\/]watch[\\/](hls-support|early-saved-place|resume-decision)\.ts$/,
  /bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.rtl)?\.min\.css\?url$/,
  // Vite's helper behind every import(): the preloader's own imports call it too.
  /vite[\\/]preload-helper/,
];

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

/**
 * Bootstrap Icons arrive as `?raw` strings that go into the first page's JavaScript: drop what inline SVG in an
 * HTML page does not need (the namespace, the 16px size that CSS sets to 1em, the unused `bi` classes, line breaks).
 */
function compactIconSvg(): Plugin {
  return {
    name: 'streamit-compact-icon-svg',
    enforce: 'post',
    transform(code, id) {
      if (!/bootstrap-icons[\\/]icons[\\/][^/\\]+\.svg\?raw$/.test(id)) return null;
      const svg = JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, '')) as string;
      const compact = svg
        .replace(/ xmlns="[^"]*"| width="16"| height="16"| class="[^"]*"/g, '')
        .replace(/>\s+</g, '><')
        .trim();
      return { code: `export default ${JSON.stringify(compact)};`, map: null };
    },
  };
}

// Vite only reads a default export, the one exception to the named-exports rule.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), bootPreloadScript(), compactIconSvg(), watchPageHtml()],
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
        // watch-stream.html's entry (vite-plugins/watch-page-html.ts).
        'watch-stream-entry': path.join(import.meta.dirname, WATCH_STREAM_ENTRY_SOURCE),
      },
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            // hls.js is imported dynamically by the players only: its own chunk keeps it off every other page.
            { name: 'hls', test: /node_modules[\\/]hls\.js[\\/]/, priority: 30 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // Everything else the entry imports statically is one chunk: gzip packs one file better than ten
            // (docs/decisions/032-home-page-under-150-kb.md). Lazy routes import from it.
            {
              name: 'boot',
              test: (id) => BOOT_PRELOAD_IMPORTS.some((pattern) => pattern.test(id)),
              priority: 15,
            },
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !id.endsWith(BOOT_PRELOAD_SOURCE) && !id.endsWith(WATCH_STREAM_ENTRY_SOURCE),
              priority: 10,
            },
            // No catch-all vendor group: a library only lazy routes use (admin, player, forms) stays in their
            // chunks instead of riding along with the home page.
          ],
        },
      },
    },
  },
});
