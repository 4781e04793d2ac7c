/// <reference lib="webworker" />
/**
 * The service worker: Workbox's precache, routes and strategies, as vite-plugin-pwa would generate
 * them, but installed several files at a time. Workbox installs its list one file after another
 * (a wanted option: GoogleChrome/workbox#2880), so a tablet waited a round trip per file before it
 * was ready to judge offline; on hall Wi-Fi that is most of the wait (decision 0023 has the figures).
 */

import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  PrecacheController,
  type PrecacheEntry,
  PrecacheRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare let self: ServiceWorkerGlobalScope;

/**
 * Files fetched at once while installing: the connections a browser opens to one host over
 * HTTP/1.1 (the app's own server with no proxy in front); over HTTP/2 (the proxy of deploy/) few
 * enough that the page's own requests still get through.
 */
const INSTALL_CONCURRENCY = 6;

const precache = new PrecacheController();
// What to install: scripts/vite/judgePrecache.ts picks it (and marks the first part);
// vite-plugin-pwa writes it in here.
const entries = self.__WB_MANIFEST as (PrecacheEntry | string)[];
precache.addToCacheList(entries);
const firstPart = new Set(
  entries
    .filter((entry) => typeof entry !== 'string' && (entry as { first?: boolean }).first)
    .map((entry) => new URL((entry as PrecacheEntry).url, self.location.href).href),
);

/**
 * Installing stores the first part only: the shell and the judge's pages. The sooner it is done,
 * the sooner a reload without network opens the app instead of the browser's error page (before,
 * the whole set: 3.5-4 s on localhost, far longer on a hall's Wi-Fi). The pages tell how far it
 * is (`INSTALL_PROGRESS`: done and total files of the part under way).
 */
self.addEventListener('install', (event) => {
  event.waitUntil(installConcurrently(event, (url) => firstPart.has(url)));
});

/** The files of the install not yet stored (a new version's, or the rest after the first part). */
async function missing(which: (url: string) => boolean): Promise<[string, string][]> {
  const cache = await caches.open(precache.strategy.cacheName);
  const all = [...precache.getURLsToCacheKeys()].filter(([url]) => which(url));
  const stored = await Promise.all(all.map(([, cacheKey]) => cache.match(cacheKey)));
  return all.filter((_, i) => !stored[i]);
}

async function tellPages(message: { type: 'INSTALL_PROGRESS'; done: number; total: number }): Promise<void> {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true }))
    client.postMessage(message);
}

/**
 * What Workbox's `PrecacheController.install` does, through its public methods, with a pool of
 * fetches instead of one: each file fetched and stored by the precache's own strategy (which
 * refuses a failed answer, so the installation fails and is tried again later, as before; the
 * other fetchers then take no further file). A file with a revision (the same name across
 * versions: index.html, the icons) bypasses the browser's HTTP cache, as Workbox does; a hashed
 * one may come from it.
 */
async function installConcurrently(event: ExtendableEvent, which: (url: string) => boolean): Promise<void> {
  const waiting = await missing(which);
  const total = waiting.length;
  let done = 0;
  void tellPages({ type: 'INSTALL_PROGRESS', done, total });
  const fetchOne = async ([url, cacheKey]: [string, string]) => {
    const request = new Request(url, {
      integrity: precache.getIntegrityForCacheKey(cacheKey),
      // Workbox's own rule (`addToCacheList`): an entry with a revision is the one whose key differs.
      cache: cacheKey === url ? 'default' : 'reload',
      credentials: 'same-origin',
    });
    if (event.type === 'install') {
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
    } else {
      // Workbox's strategy stores an entry only while installing (anywhere else it only fetches):
      // the rest is stored here, under the key the precache serves it by.
      const response = await fetch(request);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      await (await caches.open(precache.strategy.cacheName)).put(cacheKey, response);
    }
    done += 1;
    void tellPages({ type: 'INSTALL_PROGRESS', done, total });
  };
  const fetcher = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      try {
        await fetchOne(next);
      } catch (error) {
        waiting.length = 0;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, fetcher));
}

// Drops what an earlier version installed and this one does not.
self.addEventListener('activate', (event) => {
  event.waitUntil(precache.activate(event));
});

// A waiting version takes over when the user agrees (src/web/lib/pwa/registerServiceWorker.ts).
// Every page, once a version runs, asks for the rest of the install (`INSTALL_REST`): stored then,
// the visitors' pages open offline too; a page that asks when all is stored hears 0 of 0.
let installingRest: Promise<void> | null = null;
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'INSTALL_REST') {
    installingRest ??= installConcurrently(event, () => true).finally(() => {
      installingRest = null;
    });
    event.waitUntil(installingRest.catch(() => undefined));
  }
});

registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();
// Every page is the app's shell (never /graphql, which is the API, nor a results page's CSV file,
// which the server writes: src/shared/resultCsv.ts).
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/graphql/, /\.csv(\?|$)/],
  }),
);
// Any other script or style, once a page has loaded it: its name changes with its content.
registerRoute(
  /\/assets\//,
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 400 })] }),
  'GET',
);
