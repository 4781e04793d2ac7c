import { type Locale, localeOfPath } from './locales.ts';
import { LIST_PARAMS } from './paging.ts';
import { matchRoute, type RouteKey } from './routes.ts';

/**
 * The results as CSV files, one per results page: the page's address with `.csv` after it, and
 * the page's filters (class and search, not its page number: the file holds every row the filters
 * find), e.g. `/results/4/list.csv?class=ELITE_F` or `/en/results/4/cards.csv?q=12`. A plain link:
 * the server writes the file (src/api/http/resultCsv.ts) with the texts the page shows, in the
 * page's language, so a download works before the app runs and without it.
 */
const RESULT_CSV_PAGES = [
  'results',
  'resultDetail',
  'resultList',
  'resultCards',
  'resultBreeders',
  'resultBestBreeder',
  'resultSeason',
] as const satisfies readonly RouteKey[];
type ResultCsvPage = (typeof RESULT_CSV_PAGES)[number];

const SUFFIX = '.csv';
/** The filters a file keeps from its page's address. */
const FILTERS = [LIST_PARAMS.classCode, LIST_PARAMS.search, LIST_PARAMS.bestOf] as const;

/** The CSV file of the results page at `pathname` with the page's query (`?class=…&q=…&page=2`). */
export function resultCsvAddress(pathname: string, query: string): string {
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of FILTERS) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  // The English home of the results has no trailing slash to keep: `/en/results.csv`.
  return `${pathname.replace(/\/$/, '')}${SUFFIX}${text ? `?${text}` : ''}`;
}

/** What a CSV file's address asks for: the page, its language, ids and filters; null for no such file. */
export interface ResultCsvRequest {
  page: ResultCsvPage;
  locale: Locale;
  params: Record<string, string>;
  classCode: string | null;
  search: string;
  /** The season championship's best shows counted, as the address gives it (the API checks it). */
  bestOf: string | null;
}

export function resultCsvRequest(pathname: string, query: string): ResultCsvRequest | null {
  if (!pathname.endsWith(SUFFIX)) return null;
  const pagePath = pathname.slice(0, -SUFFIX.length);
  const match = matchRoute(pagePath);
  if (!match || !(RESULT_CSV_PAGES as readonly string[]).includes(match.key)) return null;
  const given = new URLSearchParams(query);
  return {
    page: match.key as ResultCsvPage,
    locale: localeOfPath(pagePath),
    params: match.params,
    classCode: given.get(LIST_PARAMS.classCode) || null,
    search: given.get(LIST_PARAMS.search) ?? '',
    bestOf: given.get(LIST_PARAMS.bestOf) || null,
  };
}
