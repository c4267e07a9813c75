import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { splitModules } from './build/splitModules.js';
import { precompress } from './build/precompress.js';

// Builds to apps/web/dist, which the API server serves (SPA fallback to index.html).
export default defineConfig({
  plugins: [react(), splitModules(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // everything the entry loads before sign-in in one chunk (every screen loads all of it anyway)
      output: { codeSplitting: { groups: [{ name: 'entry', tags: ['$initial'] }] } },
      treeshake: {
        moduleSideEffects: [
          // contracts hold only declarations: a screen keeps the schemas it uses, not all of them
          { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          // antd and its parts import nothing for effect (styles are CSS-in-JS, injected on render), but do
          // not say so: unmarked, a screen importing Input got rc-form, the Typography its editor's deps
          {
            test: /node_modules[\\/](antd|@rc-component|@ant-design)[\\/].*\.js(\?split-part=\d+)?$/,
            sideEffects: false,
          },
          // the shared kit holds components and hooks only (its CSS imports keep their effect)
          { test: /apps[\\/]web[\\/]src[\\/]components[\\/].*\.tsx?$/, sideEffects: false },
        ],
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    port: 5173,
    // the API server; API_URL points the dev server elsewhere (e.g. a second instance)
    proxy: { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
