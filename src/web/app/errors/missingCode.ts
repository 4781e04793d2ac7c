import type { DataRouter } from 'react-router';

/**
 * A page whose code cannot be loaded any more: the association deployed a new version and the old
 * version's files are gone, or the network dropped while the page's code was on its way. Vite
 * announces each such failed import as `vite:preloadError` (its documented hook for this), and the
 * router shows its error page for the route; that page asks `reloadForMissingCode` first, which
 * loads the address the user was going to anew, so that the server sends it with the code of the
 * version it has now. Once per address: the address is kept until the app has started at an
 * address and loaded its page without an error; should the code be missing again meanwhile, the
 * error page stays instead of loading again and again (an app shell opened offline, say, whose
 * page was never stored on the device). Without storage the tab never loads anew
 * (docs/decisions/0036-a-page-whose-code-is-gone-loads-anew.md).
 */

const RELOADED_KEY = 'taubenschau-reloaded-for-code';

const failedImports = new WeakSet<object>();

/** Remembers every import that failed, so that the route's error can be recognised as one. */
export function listenForMissingCode(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (typeof payload === 'object' && payload !== null) failedImports.add(payload);
  });
}

/** Whether a route failed because its code could not be imported. */
export function isMissingCode(error: unknown): boolean {
  return typeof error === 'object' && error !== null && failedImports.has(error);
}

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage; null where the browser refuses it (reading the property throws). */
function tabStorage(): ReloadStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Loads `address` anew, unless this tab did so for its page already and the code was missing
 * again. True when it does: the error page then shows nothing while the page loads.
 */
export function reloadForMissingCode(
  address: { pathname: string; search: string; hash: string },
  reload: (url: string) => void,
  storage: ReloadStorage | null = tabStorage(),
): boolean {
  const page = `${address.pathname}${address.search}`;
  try {
    if (!storage || storage.getItem(RELOADED_KEY) === page) return false;
    storage.setItem(RELOADED_KEY, page);
  } catch {
    return false;
  }
  reload(`${page}${address.hash}`);
  return true;
}

/**
 * Once the router's first load has ended without an error (the page's code came), a later failure
 * may load anew again. After a first load that failed, what is kept stays, so a page loaded anew
 * for its missing code is not loaded anew once more.
 */
export function forgetReloadOnceStarted(
  router: Pick<DataRouter, 'state' | 'subscribe'>,
  storage: ReloadStorage | null = tabStorage(),
): void {
  const settled = (state: DataRouter['state']) => {
    if (!state.initialized) return false;
    if (!state.errors) {
      try {
        storage?.removeItem(RELOADED_KEY);
      } catch {
        // Nothing was kept where nothing can be.
      }
    }
    return true;
  };
  if (settled(router.state)) return;
  const stop = router.subscribe((state) => {
    if (settled(state)) stop();
  });
}
