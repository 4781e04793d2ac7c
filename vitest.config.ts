import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { babelPass } from './scripts/vite/babelPass.ts';

export default defineConfig({
  plugins: [
    react(),
    babelPass(/src[\\/]web[\\/].*\.[jt]sx?$|tests[\\/]web[\\/].*\.[jt]sx?$/, [
      '@lingui/babel-plugin-lingui-macro',
    ]),
    lingui(),
  ],
  // The `@web/…`, `@shared/…`, `@api/…` and `@tests/…` import paths of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default in a run is one worker fewer than the CPUs: a single worker on a 2-core
    // machine, which left the second core idle while files ran one after another.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Node loads graphql's CJS build for yoga and friends; without this alias Vite would hand our
        // files the ESM build, and two GraphQLError classes break instanceof (error masking, scalars).
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'api',
          // The outbox runs in Node against the real server (fake-indexeddb stands in for the browser's).
          include: [
            'tests/api/**/*.test.ts',
            'tests/shared/**/*.test.ts',
            'tests/web/lib/outbox/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          exclude: ['tests/web/lib/outbox/**'],
          environment: 'jsdom',
          setupFiles: ['tests/support/webSetup.ts'],
          // Rendering tests take well under a second; the margin is for a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
