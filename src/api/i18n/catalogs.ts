import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import type { CatalogText } from '../../shared/catalogText.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import type { Logger } from '../logger.ts';

/**
 * The web app's Lingui catalogs (locales/<locale>/*.po), two levels up from src/api, three
 * from the compiled dist/server/api: the server writes some texts too (the page heads) and takes
 * them from the same catalogs, so they are translated where everything else is.
 */
const DEFAULT_LOCALES_DIR = fileURLToPath(
  new URL(
    import.meta.url.includes('/dist/server/') ? '../../../../locales' : '../../../locales',
    import.meta.url,
  ),
);

/**
 * The texts src/shared writes for web and server alike (page heads, event types), looked up by
 * their id as the web looks them up.
 */
export interface Catalogs {
  /** The text in the locale, its `{placeholders}` filled; the German text when there is no translation. */
  t(locale: Locale, text: CatalogText, values?: Record<string, unknown>): string;
  /** Whether the catalog of the locale holds a (non-empty) translation of the text. */
  has(locale: Locale, text: CatalogText): boolean;
}

/**
 * Reads every catalog of each locale once (each `*.po` file of `<dir>/<locale>`, in name order: the
 * texts of every page and those of the logged-in work pages). A catalog that cannot be read is
 * logged and skipped: its texts stay German, the other catalogs' are still translated.
 */
export function loadCatalogs(dir: string = DEFAULT_LOCALES_DIR, log?: Logger): Catalogs {
  const instances = new Map<Locale, I18n>();
  const known = new Map<Locale, Set<string>>();
  for (const locale of LOCALES) {
    const messages: Record<string, string> = {};
    for (const path of catalogFiles(join(dir, locale), locale, log)) {
      try {
        Object.assign(messages, readCatalog(path));
      } catch (error) {
        log?.warn('catalog not readable, skipped: the texts only it translates stay German', {
          locale,
          path,
          error,
        });
      }
    }
    // Keyed by id (the texts src/shared writes, src/shared/catalogText.ts).
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    // Catalogs are compiled at run time here; production builds of Lingui leave that out by default.
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
    known.set(locale, new Set(Object.keys(messages)));
  }
  return {
    t: (locale, text, values) => instances.get(locale)!._({ ...text, values }),
    has: (locale, text) => known.get(locale)?.has(text.id) ?? false,
  };
}

/** The `*.po` files of a locale's directory, sorted; none (logged) when the directory cannot be read. */
function catalogFiles(localeDir: string, locale: Locale, log?: Logger): string[] {
  try {
    return readdirSync(localeDir)
      .filter((name) => name.endsWith('.po'))
      .sort()
      .map((name) => join(localeDir, name));
  } catch (error) {
    log?.warn('catalog directory not readable: all texts of the locale stay German', {
      locale,
      path: localeDir,
      error,
    });
    return [];
  }
}

function readCatalog(path: string): Record<string, string> {
  const po = PO.parse(readFileSync(path, 'utf8'));
  const messages: Record<string, string> = {};
  for (const item of po.items) {
    const translation = item.msgstr[0] ?? '';
    // Only the texts src/shared writes (explicit ids); the web's own are never looked up here.
    const shared = item.extractedComments.includes('js-lingui-explicit-id');
    if (!shared || item.obsolete || item.msgctxt || item.msgid_plural || translation.trim() === '') continue;
    messages[item.msgid] = translation;
  }
  return messages;
}
