import { i18n } from '@lingui/core';
import type { Locale } from '@shared/locales';

export { i18n };

const loaded = new Set<Locale>();

// One chunk per locale: only the active catalog is fetched on first load.
const catalogs: Record<Locale, () => Promise<{ messages: import('@lingui/core').Messages }>> = {
  de: () => import('../../../../locales/de/messages.po'),
  en: () => import('../../../../locales/en/messages.po'),
};

export async function loadCatalog(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages);
  loaded.add(locale);
}

/** Loads the catalog if needed, then switches the UI and `<html lang>` to the locale. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
  // The server renders pages too: there the page's language is written into its HTML.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
