import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

// Vite only reads a default export, the one exception to the named-exports rule.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
