import { CLASS_CODES, type ClassCode } from '@shared/classification';
import { LIST_PARAMS, listQuery, MAX_SEARCH_LENGTH } from '@shared/paging';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

export { LIST_PARAMS };

/**
 * The state of a long public list, kept in the address (`LIST_PARAMS`) so that a filtered page can
 * be bookmarked, shared and reloaded, and so that it works as a plain GET form without JavaScript.
 */

/** The highest page number read from an address (its offset stays a GraphQL Int). */
const MAX_PAGE = 10_000;
/** The value of `page` that shows every row. */
export const ALL_PAGES = 'all';

export interface ListParams {
  /** The chosen class; null for every class (or a code the app does not know). */
  classCode: ClassCode | null;
  /** The search text, trimmed; empty for none. */
  search: string;
  /** The page, from 1; 'all' for every row. */
  page: number | typeof ALL_PAGES;
}

/** The list's state from the address; anything the app cannot read is the default. */
export function readListParams(params: URLSearchParams): ListParams {
  const code = params.get(LIST_PARAMS.classCode);
  const page = params.get(LIST_PARAMS.page);
  const number = Number(page);
  return {
    classCode: code && (CLASS_CODES as readonly string[]).includes(code) ? (code as ClassCode) : null,
    search: (params.get(LIST_PARAMS.search) ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    page:
      page === ALL_PAGES
        ? ALL_PAGES
        : Number.isInteger(number) && number >= 1
          ? Math.min(number, MAX_PAGE)
          : 1,
  };
}

/** A page's offset and limit for the API (no limit on the page of every row). */
export function pageWindow(page: ListParams['page'], size: number): { offset: number; limit: number | null } {
  return page === ALL_PAGES ? { offset: 0, limit: null } : { offset: (page - 1) * size, limit: size };
}

/** The address's search part with these parameters changed (null or '' removes one). */
export function withListParams(
  params: URLSearchParams,
  changes: Partial<Record<keyof typeof LIST_PARAMS, string | number | null>>,
): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes) as [keyof typeof LIST_PARAMS, unknown][]) {
    const name = LIST_PARAMS[key];
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** A list's state with the address's parameters (to change one and keep the others). */
export type ListState = ListParams & { params: URLSearchParams };

/**
 * The list's state of the current address. Its links keep the list parameters alone, in one order
 * (`listQuery`): those the server rendered the page by, so the browser's links are the server's.
 */
export function useListParams(): ListState {
  const [given] = useSearchParams();
  const query = listQuery(given.toString());
  return useMemo(() => {
    const params = new URLSearchParams(query);
    return { ...readListParams(params), params };
  }, [query]);
}
