// Vite builds the SPA and its calculation worker; in dev it proxies the API to the Fastify server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT ?? '8081';

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  // exceljs: 从Excel导入 loads it in the worker on demand; pre-bundled so that dev does not reload on the first import
  optimizeDeps: { include: ['decimal.js', 'comlink', 'exceljs'] },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2500 },
  server: {
    proxy: {
      '/v1': `http://127.0.0.1:${apiPort}`,
      '/nl': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
    },
  },
});
