import { useEffect, useEffectEvent, useId, useRef } from 'react';

/** Where a page's history entry lists the dialogs open on it (the journeys read it too). */
export const DIALOGS_KEY = '__dialogs';

function openDialogIds(state: unknown): string[] {
  const ids = (state as Record<string, unknown> | null)?.[DIALOGS_KEY];
  return Array.isArray(ids) ? ids : [];
}

function hasEntry(id: string): boolean {
  return openDialogIds(window.history.state).includes(id);
}

function pushEntry(id: string): void {
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  // Keeps the router's own state (key, idx, usr) so the entry is the same page to it.
  window.history.pushState({ ...state, [DIALOGS_KEY]: [...openDialogIds(state), id] }, '');
}

/**
 * While `opened`, the dialog owns one history entry, so browser back closes it instead of leaving
 * the page. `onBack` runs when back is pressed; if `keepOpen` the entry is pushed again.
 * Closing the dialog any other way removes its entry again (history.back()).
 * Links inside a dialog should navigate with `replace`: that swaps the entry for the new page.
 * A browser cancels a navigation to another page that is under way when the page steps in its
 * history: a dialog that closes while the page is being left (an address typed while its action's
 * answer was on the way) cancels that navigation. Left so: the dialog is modal, and no event says
 * in time that the page is being left (`beforeunload` comes for downloads too, `pagehide` only
 * with the new page).
 */
export function useHistoryEntry(opened: boolean, keepOpen: boolean, onBack: () => void): void {
  const id = useId();
  const isOpen = useRef(false);
  const handleBack = useEffectEvent(() => {
    if (keepOpen) pushEntry(id);
    onBack();
  });

  useEffect(() => {
    if (!opened) return;
    isOpen.current = true;
    if (!hasEntry(id)) pushEntry(id);
    const onPopState = () => {
      // Still present: a nested dialog's entry was left, ours is current again.
      if (!hasEntry(id)) handleBack();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      isOpen.current = false;
      window.removeEventListener('popstate', onPopState);
      // Deferred: StrictMode's immediate re-run re-opens and must keep the entry.
      setTimeout(() => {
        if (!isOpen.current && hasEntry(id)) window.history.back();
      }, 0);
    };
  }, [opened, id]);
}
