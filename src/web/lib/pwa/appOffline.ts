import { useEffect, useState } from 'react';

/**
 * Whether this browser can open the app without network: `unsupported` (no service worker: an old
 * browser, or a plain-HTTP address other than localhost, where browsers allow none), `installing`
 * (the service worker is still storing the app's files), or `ready`.
 */
export type AppOffline = 'unsupported' | 'installing' | 'ready';

function current(): Promise<AppOffline> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext)
    return Promise.resolve('unsupported');
  return navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration?.active ? 'ready' : 'installing'));
}

/** Follows whether the app opens offline here (see AppOffline). */
export function useAppOffline(): AppOffline {
  const [state, setState] = useState<AppOffline>('installing');
  useEffect(() => {
    let live = true;
    const update = () => void current().then((next) => live && setState(next));
    update();
    if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
      // Resolves once a service worker is active (its installation stored the app's files).
      void navigator.serviceWorker.ready.then(update);
      navigator.serviceWorker.addEventListener('controllerchange', update);
    }
    return () => {
      live = false;
      if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator)
        navigator.serviceWorker.removeEventListener('controllerchange', update);
    };
  }, []);
  return state;
}
