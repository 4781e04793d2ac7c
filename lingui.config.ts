import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// German is the source language; English must be complete (the test command checks it).
export default defineConfig({
  sourceLocale: 'de',
  locales: ['de', 'en'],
  fallbackLocales: { default: 'de' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src/web'],
    },
  ],
  // File references without line numbers: editing a file does not change the catalogs, so
  // `npm run check:generated` fails only when a text was added, changed or removed.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
