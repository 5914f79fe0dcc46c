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
      // Only the server's versioned API; /api/*.ts under runtime/app are the app's own modules.
      '^/api/v\\d/': `http://localhost:${process.env.PORT ?? '8080'}`,
      '/ws/navigator': { target: `ws://localhost:${process.env.PORT ?? '8080'}`, ws: true },
    },
  },
});
