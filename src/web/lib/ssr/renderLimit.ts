import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * How many items of a long list (a big show's class lists, cage cards, cage list) a render shows:
 * the first `first` while the server renders the page and while the browser takes it over, then
 * all of them.
 *
 * Why: a page's HTML, its parsing and the browser's take-over grow with every row, and the
 * take-over is one task (src/web/start.tsx). For 1,000 cages the rendered cards page was first
 * painted after 4.1 s and blocked a phone's main thread for 2.6 s at once (CPU 4× slower,
 * bench:blocking). The first screens' worth is what a visitor sees first; the rest follows right
 * after the take-over as a transition, which React renders in slices between which the browser
 * paints and takes input. Before printing, all of them are rendered at once: the browser lays the
 * page out for printing right after `beforeprint`.
 */
export function useRenderLimit(first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    startTransition(() => setAll(true));
    const beforePrint = () => flushSync(() => setAll(true));
    window.addEventListener('beforeprint', beforePrint);
    return () => window.removeEventListener('beforeprint', beforePrint);
  }, []);
  return all ? Number.POSITIVE_INFINITY : first;
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
