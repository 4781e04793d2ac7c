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

/** Follows whether the app opens offline here (see AppOffline); null until the browser has said. */
export function useAppOffline(): AppOffline | null {
  const [state, setState] = useState<AppOffline | null>(null);
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

/** How far the service worker's install is: files stored of those it is storing. */
export interface InstallProgress {
  done: number;
  total: number;
}

/** The service worker's last word on its install (src/web/sw.ts), or null before it said any. */
export function useInstallProgress(): InstallProgress | null {
  const [progress, setProgress] = useState<InstallProgress | null>(null);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const heard = (event: MessageEvent) => {
      const data = event.data as { type?: string; done?: number; total?: number } | null;
      if (
        data?.type === 'INSTALL_PROGRESS' &&
        typeof data.done === 'number' &&
        typeof data.total === 'number'
      )
        setProgress({ done: data.done, total: data.total });
    };
    navigator.serviceWorker.addEventListener('message', heard);
    return () => navigator.serviceWorker.removeEventListener('message', heard);
  }, []);
  return progress;
}
