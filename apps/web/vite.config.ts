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
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
