import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The viewer app and builder are one Vite app rooted at `runtime/app`; the server serves
 * the built `dist/` and proxies nothing, so dev mode points API calls at a running server.
 */
export default defineConfig({
  root: 'runtime/app',
  plugins: [react()],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': `http://localhost:${process.env.PORT ?? '8080'}`,
    },
  },
});
