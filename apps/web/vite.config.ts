import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Builds to apps/web/dist, which the API server serves (SPA fallback to index.html).
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // contracts hold only declarations: a screen keeps the schemas it uses, not all of them
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
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
