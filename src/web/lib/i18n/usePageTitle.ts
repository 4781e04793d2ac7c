import type { I18n } from '@lingui/core';
import { PAGES, type PageKey } from '@shared/pages';
import { APP_NAME } from '@web/config/association';
import { useEffect } from 'react';

/** Sets `document.title` to "<page> · Taubenschau" (just the app name when no page title). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}

/** The pages whose head the page table writes (src/shared/pages.ts). */
export type PageWithHead = {
  [K in PageKey]: (typeof PAGES)[K] extends { head: object } ? K : never;
}[PageKey];

/**
 * A page's title from the page table: the one the server wrote into the page's head, with the
 * values it names (the season's `{season}`).
 */
export function pageTitle(i18n: I18n, key: PageWithHead, values?: Record<string, unknown>): string {
  const { id, message } = PAGES[key].head.title;
  return i18n._(id, values, { message });
}
