import type { Locale } from './locales.ts';

/**
 * The contract between the server and the web app's server build (dist/ssr/entry-server.js): the
 * server loads that bundle by its path, so neither imports the other, and both name these types.
 */

/** One GraphQL request answered by the server itself, as a guest: the JSON of the response. */
export type GraphQLExecutor = (request: {
  query: string;
  operationName: string | undefined;
  variables: unknown;
}) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

/**
 * The id of the JSON script element after `<div id="root">` in which a page rendered by the server
 * hands its data to the app: the server build writes it, the app reads it, and whatever tells a
 * rendered page from the bare app shell (tests, bench:rendering) looks for it.
 */
export const PAGE_STATE_ID = 'page-state';

/** A page as the server build renders it. */
export interface ServerRender {
  /** The app's HTML for `<div id="root">`. */
  html: string;
  /** The script element with the data the browser takes the page over with. */
  stateScript: string;
  /** The source modules of the page's code (routes, catalog), as the web build's manifest names them. */
  modules: string[];
}

/** A results page's CSV file as the server build writes it (src/shared/resultCsv.ts). */
export interface ServerCsv {
  text: string;
  fileName: string;
}

/** What dist/ssr/entry-server.js exports. */
export interface ServerEntry {
  render(url: string, locale: Locale, execute: GraphQLExecutor): Promise<ServerRender | null>;
  csv(url: string, execute: GraphQLExecutor, origin: string): Promise<ServerCsv | null>;
}
