import { Workbox } from 'workbox-window';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export type ServiceWorkerHandle = {
  /** Activates the waiting version; the page reloads once it controls the page. */
  applyUpdate: () => void;
};

/**
 * Registers the service worker (production builds only) and reports a waiting new version
 * instead of reloading silently (`registerType: 'prompt'`): a judge mid-rating must choose the moment.
 */
export function registerServiceWorker(onUpdateWaiting: () => void): ServiceWorkerHandle | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', onUpdateWaiting);
  // Registration fails where service workers are blocked (policies, some private modes): the app
  // then simply runs online-only.
  void wb
    .register()
    .catch(() => undefined)
    .then((registration) => {
      if (!registration) return;
      // Once a version runs, the rest of its install (the visitors' pages) is stored (src/web/sw.ts).
      void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: 'INSTALL_REST' }));
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    });
  return {
    applyUpdate: () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    },
  };
}
