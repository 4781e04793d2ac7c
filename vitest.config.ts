import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import { babelPass } from './scripts/vite/babelPass.ts';

/**
 * Test files that need a module graph of their own: they replace modules (`vi.mock`), globals
 * (`vi.stubGlobal`, the outbox's IndexedDB) or test what happens once per page load (the take-over
 * of a server-rendered page). Every other file shares its worker's modules and, on the web side,
 * its jsdom with the files before it (`isolate: false`): importing the server or the app and
 * setting up jsdom once per worker instead of once per file took most of the unit phase's time
 * (docs/decisions/0032-test-files-share-workers.md). What a file leaves behind is cleared after each test
 * (tests/support/webSetup.ts) or lives in a database or server of its own.
 */
const OWN_MODULES = {
  node: ['tests/web/lib/outbox/**/*.test.ts'],
  jsdom: [
    'tests/web/lib/ssr/**/*.test.{ts,tsx}',
    'tests/web/app/errors/ErrorPage.test.tsx',
    'tests/web/features/import/FlightImport.test.tsx',
  ],
};
const NODE_TESTS = ['tests/api/**/*.test.ts', 'tests/shared/**/*.test.ts'];
const API_PROJECT: { resolve: ViteUserConfig['resolve']; test: InlineConfig } = {
  // Node loads graphql's CJS build for yoga and friends; without this alias Vite would hand our
  // files the ESM build, and two GraphQLError classes break instanceof (error masking, scalars).
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
};
const WEB_PROJECT: { test: InlineConfig } = {
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/support/webSetup.ts'],
    // Rendering tests take well under a second; the margin is for a busy 2-core machine.
    testTimeout: 15_000,
  },
};

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
        ...API_PROJECT,
        test: { ...API_PROJECT.test, name: 'api', include: NODE_TESTS, isolate: false },
      },
      {
        extends: true,
        ...API_PROJECT,
        // The outbox runs in Node against the real server (fake-indexeddb stands in for the browser's).
        test: { ...API_PROJECT.test, name: 'api (own modules)', include: OWN_MODULES.node },
      },
      {
        extends: true,
        test: {
          ...WEB_PROJECT.test,
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          exclude: [...OWN_MODULES.node, ...OWN_MODULES.jsdom],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...WEB_PROJECT.test, name: 'web (own modules)', include: OWN_MODULES.jsdom },
      },
    ],
  },
});
