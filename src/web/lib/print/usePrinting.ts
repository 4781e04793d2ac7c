import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page is being printed: what is left out on screen (the rest of a long list, QR codes
 * far below) is then rendered at once. The browser lays the page out for printing right after
 * `beforeprint`, so the update is flushed within that event. Browsers without the event (iOS
 * prints from its share sheet) switch to the print media query instead. What was rendered for
 * printing stays rendered (its components keep it); later pages are left out on screen again.
 */
export function usePrinting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printing,
    () => false,
  );
}

let printing = false;
const listeners = new Set<() => void>();

function printNow() {
  if (printing) return;
  flushSync(() => {
    printing = true;
    for (const listener of listeners) listener();
  });
}

function printed() {
  if (!printing) return;
  printing = false;
  for (const listener of listeners) listener();
}

let printMedia: MediaQueryList | undefined;
const onPrintMedia = (change: MediaQueryListEvent) => (change.matches ? printNow() : printed());

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('beforeprint', printNow);
    window.addEventListener('afterprint', printed);
    printMedia ??= window.matchMedia?.('print');
    printMedia?.addEventListener('change', onPrintMedia);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('beforeprint', printNow);
    window.removeEventListener('afterprint', printed);
    printMedia?.removeEventListener('change', onPrintMedia);
  };
}
