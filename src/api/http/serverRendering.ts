import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { Locale } from '../../shared/locales.ts';
import { listQuery } from '../../shared/paging.ts';
import type { GraphQLExecutor, ServerCsv, ServerEntry } from '../../shared/serverRender.ts';
import type { Logger } from '../logger.ts';

/**
 * The app's HTML for a page, the data the browser takes it over with (a JSON script element), and
 * the tags that fetch the page's own styles and scripts at once (rather than after the entry script).
 */
export interface RenderedApp {
  html: string;
  stateScript: string;
  headTags: string[];
}

/**
 * The web build's .vite/manifest.json: per source module its file, the chunks it imports (at once,
 * and when asked: `dynamicImports`), its styles.
 */
type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/**
 * The styles and scripts of some source modules and of every chunk they import, but those that
 * index.html names already: the entry's and those of the app's start. Styles are links
 * (a page painted without its styles would jump when they arrive); scripts are module preloads.
 */
export function assetTags(manifest: BuildManifest, modules: readonly string[]): string[] {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  // The entry's own files and its start's are in index.html already.
  const entry = new Set<string>();
  const visitEntry = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entry.has(chunk.file)) return;
    entry.add(chunk.file);
    for (const css of chunk.css ?? []) entry.add(css);
    for (const imported of chunk.imports ?? []) visitEntry(imported);
  };
  visitEntry('index.html');
  for (const piece of manifest['index.html']?.dynamicImports ?? []) visitEntry(piece);
  return [
    ...[...styles]
      .filter((file) => !entry.has(file))
      .map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...scripts]
      .filter((file) => !entry.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}

/**
 * Renders the app at a URL (path and query) in a language; null when it is not a page to render,
 * or not now (the queue is full, or everyone who asked for it has gone: `gone` aborted).
 */
export interface AppRenderer {
  (url: string, locale: Locale, gone?: AbortSignal): Promise<RenderedApp | null>;
  /**
   * A results page's CSV file (src/shared/resultCsv.ts), written in the renders' queue (it switches
   * the language too) with every row, however large; null when it is no such file or not now.
   */
  csv(url: string, origin: string, gone?: AbortSignal): Promise<ServerCsv | null>;
}

/** How long a rendered page is sent again as it is: as long as the public answers are kept. */
const RENDERED_FOR_MS = 2_000;
/**
 * Rendered pages kept at most (expired ones are dropped on the next miss, then the least recently
 * asked for), and their characters at most: a big show's
 * page carries megabytes of data, and a crawler may ask for many within the two seconds.
 */
const MAX_RENDERED = 100;
const MAX_KEPT_CHARS = 32_000_000;
/** A page not rendered by then (the wait for earlier renders included) goes out as the app shell. */
const RENDER_TIMEOUT_MS = 3_000;
/**
 * Renders that may wait behind the one running; a page asked for beyond them goes out as the app
 * shell at once, which the visitor's browser then renders itself. Eight of a 4,000-cage show's
 * ~0.3 s renders are about 2.5 s, within the timeout; a small show's take some 50 ms each.
 */
export const MAX_WAITING_RENDERS = 8;

/**
 * Loads the server build of the web app's public pages (dist/ssr/entry-server.js, made by
 * `npm run build`); without it pages are sent as the bare app shell, as before. The server and the
 * web app share no code here: the bundle is loaded by its path, and its GraphQL requests are
 * answered by `execute` (the server's own endpoint, in-process, as a guest).
 *
 * Pages are rendered one at a time: a render switches the app's one language object, and a render
 * holds the event loop for some milliseconds, so they must neither interleave nor pile up on the
 * server the judges use. Each page is rendered by its path and its list parameters (a long list's
 * class, search and page: `listQuery`; other parameters make no page of their own; the server has
 * moved every other spelling of the path on to its canonical one before) and the result is
 * reused for two seconds; a page that takes longer than three seconds is sent as the shell. At most
 * `MAX_WAITING_RENDERS` wait, and a render whose visitors have all gone by its turn is not started:
 * a stream of requests that hang up at once costs no renders.
 */
export async function loadAppRenderer(
  files: { entry: string; manifest: string },
  execute: GraphQLExecutor,
  log: Logger,
  /** Called with a listener for every mutation that changes the public views. */
  onPublicChange?: (listener: () => void) => void,
  {
    maxKeptChars = MAX_KEPT_CHARS,
    executeAll = execute,
  }: {
    maxKeptChars?: number;
    /** Answers without a bound on their size: a CSV file holds every row of a big show. */
    executeAll?: GraphQLExecutor;
  } = {},
): Promise<AppRenderer | undefined> {
  if (!existsSync(files.entry) || !existsSync(files.manifest)) {
    log.warn('pages are sent without server rendering: dist/ssr is not built', files);
    return undefined;
  }
  let entry: ServerEntry;
  let manifest: BuildManifest;
  try {
    entry = (await import(pathToFileURL(files.entry).href)) as ServerEntry;
    manifest = JSON.parse(readFileSync(files.manifest, 'utf8')) as BuildManifest;
  } catch (error) {
    // The app still works from its shell: a broken server build must not keep the server down.
    log.error('pages are sent without server rendering: dist/ssr does not load', { error });
    return undefined;
  }
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  /** Runs `job` once the renders before it are done; `skipped` when nobody wants it by then. */
  const inTurn = <T>(wanted: () => boolean, job: () => Promise<T>) => {
    waiting += 1;
    const turn = queue.then(async () => {
      // First let the server read the network once more: the visitors who hung up meanwhile (the
      // previous render held the event loop, and the embedded database answers without giving it
      // back), and the requests that fill the queue up to its bound. A request's data and its
      // visitor's hang-up are read in two polls; a setImmediate runs after the poll of the loop
      // turn it was set in, so two in a row span one whole poll more (<1 ms when nothing waits).
      for (let i = 0; i < 2; i++) await new Promise((resolve) => setImmediate(resolve));
      waiting -= 1;
      if (!wanted()) return { skipped: true as const };
      return { skipped: false as const, done: await job() };
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
  /**
   * The page, or null; `tooLarge` when an answer was refused for its size (`AnswerTooLarge`),
   * `skipped` when nobody waited for it any more when its turn came.
   */
  const render = async (path: string, locale: Locale, wanted: () => boolean) => {
    const turn = await inTurn(wanted, async () => {
      let tooLarge = false;
      const page = await entry.render(path, locale, (request) =>
        execute(request).catch((error: unknown) => {
          if (error instanceof AnswerTooLarge) tooLarge = true;
          throw error;
        }),
      );
      if (tooLarge)
        log.debug('page sent as the app shell: its data is too large to render it with', { path });
      const app: RenderedApp | null = page && {
        html: page.html,
        stateScript: page.stateScript,
        headTags: assetTags(manifest, page.modules),
      };
      return { app, tooLarge };
    });
    return turn.skipped ? { app: null, tooLarge: false, skipped: true } : { ...turn.done, skipped: false };
  };
  /** `visitors`: requests for the page that still wait for it (one without a signal always does). */
  type Kept = { page: Promise<RenderedApp | null>; chars: number; visitors: number };
  const watch = (kept: Kept, gone: AbortSignal | undefined) => {
    if (gone?.aborted) return;
    kept.visitors += 1;
    gone?.addEventListener('abort', () => (kept.visitors -= 1), { once: true });
  };
  // Each page for two seconds, at most a hundred, and at most so many characters of HTML and data
  // in all (a big show's page carries megabytes); a page still rendering counts one character.
  const recent = new LRUCache<string, Kept>({
    max: MAX_RENDERED,
    ttl: RENDERED_FOR_MS,
    maxSize: maxKeptChars,
    sizeCalculation: (kept) => Math.max(1, kept.chars),
  });
  // Like the public answers they show: a page rendered before a change is not sent after it (an
  // admin who has just created an event would not find it on the events page for two seconds,
  // and the app trusts a rendered page's answers).
  onPublicChange?.(() => recent.clear());
  const csv: AppRenderer['csv'] = async (url, origin, gone) => {
    if (gone?.aborted || waiting >= MAX_WAITING_RENDERS) return null;
    const turn = await inTurn(
      () => !gone?.aborted,
      () => entry.csv(url, executeAll, origin),
    );
    return turn.skipped ? null : turn.done;
  };
  const page = (url: string, locale: Locale, gone?: AbortSignal) => {
    const path = url.split(/[?#]/, 1)[0];
    // With the query's list parameters: a long list's filter and page (src/shared/paging.ts).
    const query = url.split('#', 1)[0].slice(path.length);
    const address = `${path}${listQuery(query)}`;
    const key = `${locale} ${address}`;
    const kept = recent.get(key);
    if (kept) {
      watch(kept, gone);
      return kept.page;
    }
    // Expired pages hold their megabytes until dropped: a miss drops them all.
    recent.purgeStale();
    // Gone before it got here (the page's head was looked up meanwhile): no render, no place taken
    // in the queue, which would otherwise fill with pages nobody waits for.
    if (gone?.aborted) return Promise.resolve(null);
    if (waiting >= MAX_WAITING_RENDERS) {
      log.debug('page sent as the app shell: too many renders wait', { path, waiting });
      return Promise.resolve(null);
    }
    const entry: Kept = { page: Promise.resolve(null), chars: 0, visitors: 0 };
    watch(entry, gone);
    // Once the visitors have had the shell (the render came too late), nobody waits for it either.
    let answered = false;
    const outcome = withTimeout(
      render(address, locale, () => !answered && entry.visitors > 0),
      RENDER_TIMEOUT_MS,
    );
    entry.page = outcome.then((done) => {
      answered = true;
      return done?.app ?? null;
    });
    recent.set(key, entry);
    // A failed or late render is not kept: the next visitor's request tries again. A page whose
    // data is too large goes out as the shell for as long as a rendered one would be kept, rather
    // than have every request fetch that data again only to refuse it.
    const isKept = () => recent.peek(key, { allowStale: true }) === entry;
    outcome.then(
      (done) => {
        if (!isKept()) return;
        if (!done?.app && !done?.tooLarge) return void recent.delete(key);
        // Set anew with its size, keeping the time it was asked for: lru-cache keeps the size of a
        // key set again to the same value, so it goes and comes back.
        entry.chars = done.app ? done.app.html.length + done.app.stateScript.length : 0;
        const left = recent.getRemainingTTL(key);
        recent.delete(key);
        if (left > 0) recent.set(key, entry, { ttl: left });
      },
      () => {
        if (isKept()) recent.delete(key);
      },
    );
    return entry.page;
  };
  return Object.assign(page, { csv });
}

/** The page, or null when it is not there in time (the render still finishes, unused). */
function withTimeout<T>(page: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
    timer.unref();
  });
  return Promise.race([page, late]).finally(() => clearTimeout(timer));
}

/**
 * The largest answer a page is rendered with on the server, in characters of JSON: it goes into
 * the page, for the browser to take the page over with. Long lists are read a page at a time
 * (src/shared/paging.ts), so a results page's answer is about the same for any show; only a page
 * of every row (`?page=all`, for printing) of a big show is larger: at ~4,000 cages its class
 * lists held the server for ~0.3 s (bench/rendering.ts). A page with a larger answer goes out as
 * the app shell, and the visitor's browser renders it from its own request.
 */
export const MAX_RENDERED_ANSWER_CHARS = 2_000_000;

/** An answer too large to render a page with on the server: the page goes out as the app shell. */
export class AnswerTooLarge extends Error {}

/**
 * The server's GraphQL endpoint called in-process (no network), as a guest: no token, no address.
 * An answer over `maxChars` is refused (`AnswerTooLarge`), so that the page is not rendered with it.
 */
export function graphqlExecutor(
  server: { fetch(url: string, init: RequestInit): Response | Promise<Response> },
  path: string,
  maxChars = MAX_RENDERED_ANSWER_CHARS,
): GraphQLExecutor {
  return async (request) => {
    const response = await server.fetch(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify(request),
    });
    const text = await response.text();
    if (text.length > maxChars)
      throw new AnswerTooLarge(`${request.operationName ?? 'an operation'}: ${text.length} characters`);
    return JSON.parse(text) as Awaited<ReturnType<GraphQLExecutor>>;
  };
}
