import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './server/http/precompress-assets.ts';

/** Brotli and gzip copies of the build's text files, which the server sends as they are. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'navigator-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressAssets(outDir);
    },
  };
}

/**
 * The viewer app and builder are one Vite app rooted at `runtime/app`; the server serves
 * the built `dist/` and proxies nothing, so dev mode points API calls at a running server.
 */
export default defineConfig({
  root: 'runtime/app',
  plugins: [react(), precompress()],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    // One stylesheet, linked by index.html: the module page's and the charts' styles (~30 KB
    // raw, ~5 KB gzip) are not two more requests of a new visit before its last paint.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The one entry is the shell's `app` group (below), which takes the entry's place.
        entryFileNames: 'assets/app-[hash].js',
        codeSplitting: {
          groups: [
            // The shell: index.html's entry (Vite's preload polyfill), main.tsx and everything
            // it imports statically, in one file, the only script index.html loads: no facade
            // entry importing it. Rolldown's runtime joins it as long as every chunk that needs
            // the runtime also imports this one (see widgets/download/xlsx-file.ts).
            {
              name: 'app',
              test: /\/runtime\/app\/(main\.tsx|index\.html)$/,
              priority: 30,
            },
            // A chart's view and vega, in one file (the route prefetch asks for it at once);
            // what it shares with the module page goes there (priority), so that page's chunk
            // never waits for this one.
            { name: 'charts', test: /\/widgets\/chart\/ChartView\.tsx$/, priority: 10 },
            // A module page, in one file asked for at once by the route prefetch: the filter
            // seeding that plans the first screen's queries (it needs the widget types), the
            // dashboard, its grid and filters, the widget types. Queries do not wait for vega
            // (above); the builder's and editors' code stays in chunks of its own.
            {
              name: 'viewer',
              test: /\/runtime\/app\/dashboard\/(index|prefetch-seed)\.ts$|\/widgets\/registry\.ts$/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // Only the server's versioned API; /api/*.ts under runtime/app are the app's own modules.
      '^/api/v\\d/': `http://localhost:${process.env.PORT ?? '8080'}`,
      '/ws/navigator': { target: `ws://localhost:${process.env.PORT ?? '8080'}`, ws: true },
    },
  },
});
