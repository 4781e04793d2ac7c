import { useCallback, useSyncExternalStore } from 'react';

/** The browser's offer to install the app (Chromium's `beforeinstallprompt`; not in the DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** Set once the visitor closed the hint or declined the browser's dialog: never asked again. */
export const INSTALL_HINT_DISMISSED_KEY = 'taubenschau.installHint.dismissed';

let offer: BeforeInstallPromptEvent | null = null;
let listening = false;
const subscribers = new Set<() => void>();

function changed(): void {
  for (const notify of subscribers) notify();
}

function isDismissed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_HINT_DISMISSED_KEY) !== null;
  } catch {
    // Storage blocked: the hint could not remember a "no", so it is not offered at all.
    return true;
  }
}

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(INSTALL_HINT_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Nothing to remember it in: the offer is forgotten for this visit below anyway.
  }
}

/** Already running as the installed app (or added to an iPhone's home screen). */
function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * Keeps the browser's offer to install for the home page's hint. Called at start so that an offer
 * made while the first page loads is not missed; safe to call again.
 */
export function listenForInstallOffer(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar of the browser's own: the home page's hint offers it, once.
    event.preventDefault();
    if (isStandalone()) return;
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

// From the moment this module loads (start.tsx loads it at start): an offer made before the hint has
// subscribed, between its first render and its effects, is kept too.
listenForInstallOffer();

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

const canOffer = () => offer !== null && !isStandalone();
const canOfferUndismissed = () => canOffer() && !isDismissed();

/**
 * iPhone and iPad: Safari installs from its share menu only, and tells no page whether it could;
 * the page can only say how (iPads also call themselves a Mac, one with a touch screen).
 */
export function isAppleMobile(
  userAgent = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints,
): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}

/** Where installing is done by hand (iOS): not yet installed and not running as the app. */
export function useManualInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isAppleMobile() && !isStandalone(),
    () => false,
  );
}

export interface InstallOffer {
  /**
   * The browser offers the installation (and, unless `evenIfDismissed`, the visitor has not said
   * no to the home page's hint).
   */
  available: boolean;
  /** Opens the browser's install dialog; a "no" there counts as a dismissal. */
  install: () => Promise<void>;
  /** Hides the hint for good on this device. */
  dismiss: () => void;
}

export function useInstallOffer({ evenIfDismissed = false } = {}): InstallOffer {
  const available = useSyncExternalStore(
    subscribe,
    evenIfDismissed ? canOffer : canOfferUndismissed,
    () => false,
  );
  const install = useCallback(async () => {
    const current = offer;
    // A browser's offer can be used once.
    offer = null;
    changed();
    if (!current) return;
    await current.prompt();
    const choice = await current.userChoice;
    if (choice.outcome === 'dismissed') rememberDismissal();
  }, []);
  const dismiss = useCallback(() => {
    rememberDismissal();
    offer = null;
    changed();
  }, []);
  return { available, install, dismiss };
}
