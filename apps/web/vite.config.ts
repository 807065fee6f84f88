import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server started by `npm run dev -w apps/server`; the dev server forwards to it so the app stays same-origin. */
const API_TARGET = process.env.FIKA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // Back-office routes are files under src/routes/; each becomes its own chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
  ],
  server: {
    proxy: {
      '/graphql': API_TARGET,
      '/telemetry': API_TARGET,
      '/healthz': API_TARGET,
      // Image uploads go to the API server and are read back from it.
      '/uploads': API_TARGET,
      '/files': API_TARGET,
      '/sandbox': API_TARGET,
      // A regular expression, so client routes that merely start with "dev" are not forwarded.
      '^/dev(/|$)': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // index.html boots the back office or the public site; public.html is the prerender template.
      input: { index: 'index.html', public: 'public.html' },
      output: {
        // Name each lazily loaded language after itself rather than "common", for readable bundles.
        chunkFileNames: (chunk) => {
          const match = /locales\/([a-z]{2})\/([a-z]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return match ? `assets/locale-${match[1]}-${match[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
