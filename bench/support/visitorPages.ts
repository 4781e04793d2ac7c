// What the benches of the visitor's pages (bench:lighthouse, bench:blocking) share: the browser,
// the server they measure, and which pages of its demo data they visit.
import { startAppServer } from '../../e2e/support/appServer';
import { benchDatabase } from './benchDatabase.ts';

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

/**
 * The server to measure: a running one (`--url`, e.g. an older checkout's `npm start` with demo
 * data, to compare), or this checkout's build with demo data on a free port.
 */
export async function serverToMeasure(
  url: string | undefined,
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (url) return { url: url.replace(/\/$/, ''), stop: async () => {} };
  const database = await benchDatabase();
  const server = await startAppServer(database.env, { database: 'new' });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      await database.drop();
    },
  };
}

/** An event with cages and a judged show of the demo data, as the server knows them. */
export async function demoPages(url: string): Promise<{ eventId: string; resultId: string | undefined }> {
  // An older checkout may know neither paging nor results: ask what it understands.
  type Events = { events: { id: string; cageCount: number }[] } | undefined;
  const events =
    (await graphql<Events>(url, '{ events(limit: 100) { id cageCount } }'))?.events ??
    (await graphql<Events>(url, '{ events { id cageCount } }'))?.events ??
    [];
  const eventId = events.find((event) => event.cageCount > 0)?.id ?? events[0].id;
  const results = await graphql<{ resultEvents: { event: { id: string } }[] } | undefined>(
    url,
    '{ resultEvents(limit: 1) { event { id } } }',
  );
  return { eventId, resultId: results?.resultEvents[0]?.event.id };
}
