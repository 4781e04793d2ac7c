import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import scopes from './scripts/catalogScopes.cjs';

const work = scopes.WORK_SOURCES.map((glob) => `<rootDir>/${glob}`);
/**
 * The source files of each catalog: `work` takes WORK_SOURCES, `messages` the rest of the web app
 * and the texts src/shared writes for web and server alike (page heads, event types; marked
 * `/*i18n*\/`, see src/shared/pages.ts).
 */
const sources: Record<(typeof scopes.CATALOGS)[number], { include: string[]; exclude?: string[] }> = {
  messages: { include: ['<rootDir>/src/web', '<rootDir>/src/shared'], exclude: work },
  work: { include: work },
};

// German is the source language; English must be complete (the test command checks it). Two
// catalogs per language: `messages` for every page, `work` for the logged-in work pages only
// (which files go where, and why: scripts/catalogScopes.cjs).
export default defineConfig({
  sourceLocale: 'de',
  locales: ['de', 'en'],
  fallbackLocales: { default: 'de' },
  catalogs: scopes.CATALOGS.map((catalog) => ({
    path: `<rootDir>/locales/{locale}/${catalog}`,
    ...sources[catalog],
  })),
  // File references without line numbers: editing a file does not change the catalogs, so
  // `npm run check:generated` fails only when a text was added, changed or removed.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
