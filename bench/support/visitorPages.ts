// What the benches of the visitor's pages (bench:lighthouse, bench:blocking) share: the browser,
// the server they measure, and which pages of its demo data (and, with `--big`, of a judged
// 5,000-pigeon show) they visit.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer } from '../../e2e/support/appServer';
import { type BenchDatabase, benchDatabase } from './benchDatabase.ts';

/** Debian's Chromium, never a downloaded one. */
/** The benchmarks' browser: the full Chromium, whose figures a visitor's browser matches (the
 * journeys use its headless shell, decision 0028). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function graphql<T>(url: string, query: string): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
}

export interface MeasuredServer {
  url: string;
  stop: () => Promise<void>;
  /** With `big`, the ended 5,000-pigeon show written into the server's database before it started. */
  bigShowId?: string;
}

/**
 * The server to measure: a running one (`--url`, e.g. an older checkout's `npm start` with demo
 * data, to compare), or this checkout's build with demo data on a free port. With `big` (`--big`)
 * the database also holds an ended show of 5,000 caged, judged pigeons (bench:results' show),
 * written through the db layer by a server in this process, which seeds the demo data first and
 * then hands the data directory and database to the built server. A running server's database is
 * not the bench's: there `big` only prints that the show is left out.
 */
export async function serverToMeasure(
  url: string | undefined,
  options: { big?: boolean } = {},
): Promise<MeasuredServer> {
  if (url) {
    if (options.big)
      console.log(`--big: no 5,000-pigeon show on ${url} (a running server): its demo pages only\n`);
    return { url: url.replace(/\/$/, ''), stop: async () => {} };
  }
  const database = await benchDatabase();
  const dataDir = options.big ? await mkdtemp(join(tmpdir(), 'taubenschau-bench-')) : undefined;
  try {
    const bigShowId = dataDir ? await writeBigShow(dataDir, database) : undefined;
    const server = await startAppServer(database.env, dataDir ? { dataDir } : { database: 'new' });
    return {
      url: server.url,
      bigShowId,
      stop: async () => {
        // Removes the data directory too, the one given as well.
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await database.drop();
    throw error;
  }
}

/** The demo data and then the big show, in a server in this process; returns the show's id. */
async function writeBigShow(dataDir: string, database: BenchDatabase): Promise<string> {
  // Loaded only here: without `--big` the benches load none of the API's modules.
  const { BIG_SHOW, createEndedShow, startBenchServer } = await import('./benchShow.ts');
  const started = performance.now();
  const setup = await startBenchServer({ dataDir, database, seedDemo: true });
  try {
    const { show, skipped } = await createEndedShow(setup, BIG_SHOW);
    // Statistics for the tables just filled, kept in the database for the server that measures.
    await setup.app.statistics.analyzeNow();
    console.log(
      `big show ${show.event.id}: ${show.cages.length.toLocaleString('en')} cages of ${BIG_SHOW.breeders} breeders, ` +
        `${skipped} skipped, rest rated, ended; set up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return String(show.event.id);
  } finally {
    await setup.close();
  }
}

/** The big show's pages measured, in German; each has its English twin at `/en` + the path. */
export function bigShowPages(id: string): string[] {
  return [`/results/${id}/list`, `/results/${id}/cards`, `/results/${id}/breeder`, `/event/${id}/cages`];
}

/**
 * Asks for each page once before it is measured, and prints how long its HTML took: the first
 * request after the start computes the show's results (then kept by the server until they change,
 * src/api/schema/results/resultsCache.ts) and warms the server's code; the visits measured are
 * those of the visitors after it.
 */
export async function warmUp(url: string, paths: readonly string[]): Promise<void> {
  if (!paths.length) return;
  const times: string[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(url + path);
    const html = await response.text();
    times.push(
      `${path} ${response.status} ${(performance.now() - started).toFixed(0)} ms ${(html.length / 1024).toFixed(0)} KB`,
    );
  }
  console.log(`first requests (HTML, uncompressed): ${times.join('; ')}\n`);
}

/**
 * An event with cages and a judged show of the demo data, as the server knows them; never the
 * show `except` (the big one).
 */
export async function demoPages(
  url: string,
  except?: string,
): Promise<{ eventId: string; resultId: string | undefined }> {
  // An older checkout may know neither paging nor results: ask what it understands.
  type Events = { events: { id: string; cageCount: number }[] } | undefined;
  const events = (
    (await graphql<Events>(url, '{ events(limit: 100) { id cageCount } }'))?.events ??
    (await graphql<Events>(url, '{ events { id cageCount } }'))?.events ??
    []
  ).filter((event) => event.id !== except);
  const eventId = events.find((event) => event.cageCount > 0)?.id ?? events[0].id;
  const results = await graphql<{ resultEvents: { event: { id: string } }[] } | undefined>(
    url,
    '{ resultEvents(limit: 10) { event { id } } }',
  );
  return { eventId, resultId: results?.resultEvents.find((result) => result.event.id !== except)?.event.id };
}
