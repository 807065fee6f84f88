import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  // Node loads graphql's CommonJS build for the libraries; Vite would pick the .mjs one for our code.
  // Two copies break instanceof checks, so both sides get the same file.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/one-query-at-a-time.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
