import { loadCatalogs } from '@api/i18n/catalogs';
import type { CatalogText } from '@shared/catalogText';
import { CLASS_NAMES } from '@shared/classification';
import { EVENT_TYPE_NAMES } from '@shared/eventTypes';
import { SKIP_REASON_NAMES } from '@shared/judging';
import { LOCALES } from '@shared/locales';
import { PAGES, type PageEntry, SITE_TEXTS } from '@shared/pages';
import { activateLocale, i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';

// The texts src/shared writes for both sides (page heads, event types, classes, skip reasons) come
// from one catalog entry each: the page shows what the server wrote into its head or mail.
const SHARED_TEXTS: CatalogText[] = [
  ...new Set([
    ...Object.values(PAGES).flatMap((page: PageEntry) => Object.values(page.head ?? {})),
    ...Object.values(SITE_TEXTS),
    ...Object.values(EVENT_TYPE_NAMES),
    ...Object.values(CLASS_NAMES),
    ...Object.values(SKIP_REASON_NAMES),
  ]),
];

describe('the texts src/shared writes', () => {
  it('read alike on the web and on the server, in German and in English', async () => {
    const server = loadCatalogs();
    expect(SHARED_TEXTS.length).toBeGreaterThanOrEqual(45);
    for (const locale of LOCALES) {
      await activateLocale(locale);
      for (const text of SHARED_TEXTS) {
        const values = { title: 'Herbstschau', date: '1. Mai', place: 'Gotha', eventType: 'X' };
        expect(i18n._({ ...text, values }), text.id).toBe(server.t(locale, text, values));
      }
    }
    // In English, and not the German source: the catalogs translate them.
    expect(server.t('en', PAGES.privacy.head.title)).toBe('Privacy');
    expect(i18n._(CLASS_NAMES.REST)).toBe('No class');
  });

  it('have ids of their own, never one text under two ids', () => {
    const ids = SHARED_TEXTS.map((text) => text.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
