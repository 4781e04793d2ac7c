import { defineConfig } from '@lingui/conf';

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
  format: 'po',
  orderBy: 'messageId',
});
