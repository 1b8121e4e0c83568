import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for the server and its libraries; Vite would give the sources the ES
    // build, and a schema made by one copy is refused by the other ("from another module or realm").
    alias: [
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      // The rules shared with the client run from their sources in tests, as tsconfig.json's `paths` says.
      {
        find: /^@circuitmart\/rules\/(.+)$/,
        replacement: fileURLToPath(new URL('../rules/src/$1.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // One migrated and seeded database per way of starting, copied by each test file (test/database-templates.ts).
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: more workers only make database-bound files wait on each other.
    maxWorkers: 2,
  },
});
