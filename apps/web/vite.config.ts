import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server started by `npm run dev -w apps/server`; the dev server forwards to it so the app stays same-origin. */
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/graphql': API_TARGET,
      '/telemetry': API_TARGET,
      '/healthz': API_TARGET,
      // A regular expression, so client routes that merely start with "dev" are not forwarded.
      '^/dev(/|$)': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Name each lazily loaded language after itself rather than "common", for readable bundles.
        chunkFileNames: (chunk) => {
          const language = /locales\/([a-z]{2})\/common\.json$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return language ? `assets/locale-${language}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
