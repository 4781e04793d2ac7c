/**
 * Long public lists (a big show's class lists, cage cards, breeders' results, cage list) are read a
 * page at a time: a visitor cannot read thousands of rows at once, and a page that holds them all
 * is slow to send, to parse and to take over on a phone. The page lives in the address, so a page
 * can be bookmarked, shared and reloaded, and works without JavaScript.
 */

/**
 * A long list's parameters in the address, the same in both languages (switching the language
 * keeps the view): `?class=ELITE_M&q=Vogel&page=3`; `page=all` shows every row (for printing);
 * `after=12`: the events after event 12 (the events list goes on from an event, not by number);
 * `bestOf=3`: the season championship counting each breeder's best three shows.
 */
export const LIST_PARAMS = {
  classCode: 'class',
  search: 'q',
  page: 'page',
  after: 'after',
  bestOf: 'bestOf',
} as const;

/**
 * The part of a query that makes a rendered page what it is: the list parameters, in one order.
 * Anything else (a campaign's tag) makes no page of its own.
 */
export function listQuery(query: string): string {
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of Object.values(LIST_PARAMS)) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** Rows per page of each long list; `?page=all` shows every row, for printing. */
export const PAGE_SIZES = {
  /** Rows of the class lists, across classes: about two screens on a desktop. */
  classList: 50,
  /** Cage cards: three printed sheets of four. */
  cageCards: 12,
  /** Breeders, each with all their cages (a big show's breeder has a dozen or more). */
  breederList: 10,
  /** Rows of the public cage list. */
  cageList: 100,
} as const;

/** The most rows one request may ask for; more is asked without a limit (every row). */
export const MAX_PAGE_LIMIT = 1_000;
/** The longest search text a list accepts. */
export const MAX_SEARCH_LENGTH = 100;

/** What is wrong with a page's offset, limit or search, by field; null when they are valid. */
export function pageProblem(
  offset: number | null | undefined,
  limit: number | null | undefined,
  search?: string | null,
): { field: 'offset' | 'limit' | 'search'; message: string } | null {
  if (offset != null && !(Number.isInteger(offset) && offset >= 0))
    return { field: 'offset', message: 'offset must be a whole number of at least 0' };
  if (limit != null && !(Number.isInteger(limit) && limit >= 1 && limit <= MAX_PAGE_LIMIT))
    return { field: 'limit', message: `limit must be between 1 and ${MAX_PAGE_LIMIT}` };
  if (search != null && search.length > MAX_SEARCH_LENGTH)
    return { field: 'search', message: `search must be at most ${MAX_SEARCH_LENGTH} characters` };
  return null;
}

/** The items from `offset`, at most `limit` of them (every one from `offset` without a limit). */
export function pageOf<T>(items: readonly T[], offset = 0, limit?: number | null): T[] {
  return items.slice(offset, limit == null ? undefined : offset + limit);
}

/**
 * Groups (a class) with their items from `offset` on, at most `limit` items in all, counted across
 * the groups in order; a group without items on the page is left out.
 */
export function pageOfGroups<G, I>(
  groups: readonly G[],
  itemsOf: (group: G) => readonly I[],
  offset = 0,
  limit?: number | null,
): { group: G; items: I[] }[] {
  const end = limit == null ? Number.POSITIVE_INFINITY : offset + limit;
  const page: { group: G; items: I[] }[] = [];
  let start = 0;
  for (const group of groups) {
    const items = itemsOf(group);
    const from = Math.max(offset - start, 0);
    const to = Math.min(end - start, items.length);
    if (from < to) page.push({ group, items: items.slice(from, to) });
    start += items.length;
    if (start >= end) break;
  }
  return page;
}

/** The number of pages of `total` rows, at least 1 (an empty list is one empty page). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
