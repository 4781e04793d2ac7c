import { usePrinting } from '@web/lib/print/usePrinting';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { readPageState } from './pageState';

/** Set once a page the server rendered has been taken over: lists mounted after it render whole. */
let takenOver = false;

/**
 * How many items of a long list (a big show's class lists, cage cards, cage list) a render shows:
 * on the server and while the browser takes that page over, the first `first`; then all of them.
 *
 * Why: a page's HTML, its parsing and the browser's take-over grow with every row, and the
 * take-over is one task (src/web/start.tsx). For 1,000 cages the rendered cards page was first
 * painted after 4.1 s and blocked a phone's main thread for 2.6 s at once (CPU 4× slower,
 * bench:blocking). The first screens' worth is what a visitor sees first; the rest follows right
 * after the take-over as a transition, which React renders in slices between which the browser
 * paints and takes input. When printing, all of them are rendered at once (usePrinting).
 *
 * A list the app itself opens later (a link, back and forward) renders whole at once: React
 * Router puts back where the visitor was on the page as soon as it is there, and a list of its
 * first rows would be too short for that. A reload is taken over with the first rows like any
 * rendered page, so once the rest is there the position React Router kept is put back again.
 */
export function useRenderLimit(first: number): number {
  const [all, setAll] = useState(() => takenOver || (typeof window !== 'undefined' && !readPageState()));
  const printing = usePrinting();
  const { key } = useLocation();
  const limited = useRef(!all);
  useEffect(() => {
    takenOver = true;
    startTransition(() => setAll(true));
  }, []);
  useEffect(() => {
    if (printing) setAll(true);
  }, [printing]);
  useLayoutEffect(() => {
    if (!all || !limited.current) return;
    limited.current = false;
    const kept = keptScrollPosition(key);
    if (kept !== undefined && window.scrollY < kept) window.scrollTo(0, kept);
  }, [all, key]);
  return all || printing ? Number.POSITIVE_INFINITY : first;
}

/**
 * Where React Router's ScrollRestoration (its default storage) last left the page of this
 * location, after a reload or a return from another site; undefined for a page opened anew.
 */
function keptScrollPosition(locationKey: string): number | undefined {
  const navigation = performance.getEntriesByType?.('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  if (navigation?.type !== 'reload' && navigation?.type !== 'back_forward') return undefined;
  try {
    const kept = JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}') as Record<
      string,
      unknown
    >;
    const y = kept[locationKey];
    return typeof y === 'number' ? y : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Groups (a class, a breeder) with their items, within `limit` items in all, in order: the group
 * in which the limit falls keeps its first items, the groups after it are left out.
 */
export function withinLimit<G, I>(
  groups: readonly G[],
  itemsOf: (group: G) => readonly I[],
  limit: number,
): { group: G; items: readonly I[] }[] {
  const shown: { group: G; items: readonly I[] }[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) break;
    const items = itemsOf(group);
    shown.push({ group, items: items.length > left ? items.slice(0, left) : items });
    left -= items.length;
  }
  return shown;
}
