/**
 * A page whose code cannot be loaded any more: the association deployed a new version and the old
 * version's files are gone, or the network dropped while the page's code was on its way. Vite
 * announces each such failed import as `vite:preloadError` (its documented hook for this), and the
 * router shows its error page for the route; that page asks `reloadForMissingCode` first, which
 * loads the address the user was going to anew, so that the server sends it with the code of the
 * version it has now. Once per address: if that load fails the same way, the error page stays
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

/**
 * Loads `address` anew, unless this tab did so for it already and the code was missing again.
 * True when it does: the error page then shows nothing while the page loads.
 */
export function reloadForMissingCode(
  address: string,
  reload: (address: string) => void,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): boolean {
  if (storage.getItem(RELOADED_KEY) === address) return false;
  storage.setItem(RELOADED_KEY, address);
  reload(address);
  return true;
}

/** A page that started: its code loaded, so a later failure at the same address may reload again. */
export function forgetMissingCodeReload(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(RELOADED_KEY);
}
