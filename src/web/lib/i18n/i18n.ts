import { i18n } from '@lingui/core';
import { FORMAT_LOCALES, type Locale } from '@shared/locales';

export { i18n };

type Catalog = () => Promise<{ messages: import('@lingui/core').Messages }>;

// One chunk per locale and catalog: only the active language is fetched, and the texts of the
// logged-in work pages (`work`) only once such a page opens (which texts go where:
// scripts/catalogScopes.cjs).
const catalogs: Record<'messages' | 'work', Record<Locale, Catalog>> = {
  messages: {
    de: () => import('../../../../locales/de/messages.po'),
    en: () => import('../../../../locales/en/messages.po'),
  },
  work: {
    de: () => import('../../../../locales/de/work.po'),
    en: () => import('../../../../locales/en/work.po'),
  },
};

const loaded = new Set<string>();
/** Whether a work page has opened: a language switch then loads that language's work texts too. */
let workShown = false;

async function load(name: keyof typeof catalogs, locale: Locale): Promise<void> {
  if (loaded.has(`${name}:${locale}`)) return;
  const { messages } = await catalogs[name][locale]();
  // Merged into the locale's messages already loaded.
  i18n.load(locale, messages);
  loaded.add(`${name}:${locale}`);
}

export async function loadCatalog(locale: Locale): Promise<void> {
  await Promise.all([load('messages', locale), workShown && load('work', locale)]);
}

/** The texts of the logged-in work pages, in a language (and in any chosen later). */
export async function loadWorkCatalog(locale: Locale): Promise<void> {
  workShown = true;
  await load('work', locale);
}

/** Loads the catalog if needed, then switches the UI and `<html lang>` to the locale. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  if (i18n.locale !== locale) i18n.activate(locale, [FORMAT_LOCALES[locale]]);
  // The server renders pages too: there the page's language is written into its HTML.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
