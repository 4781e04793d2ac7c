/** What a tap before the take-over may have meant for the app: a button, not a link (links work without it). */
const HELD = 'button, [role="button"], input[type="submit"], input[type="button"], summary';

export interface EarlyClicks {
  /** Stops holding clicks and clicks again, in order, what was clicked meanwhile. */
  replay(): void;
  /** Stops holding clicks and forgets those held: the page they were meant for is painted anew. */
  drop(): void;
}

/**
 * Holds the clicks on buttons of a page the server rendered, from the moment the page's first
 * script (src/web/early.ts) runs until React has taken the page over, and gives them to the app then.
 *
 * The page is painted and its buttons can be tapped before React listens: the take-over waits for
 * the app's code, the language catalog and the page's code. A tap on "open menu" in that time did nothing, and a
 * tap on a form's button sent the form the browser's way. Links need no help: the browser follows
 * them. The held taps are clicked again once the early script's input hand-over (./earlyInput) has
 * made React take the page over, right after `hydrateRoot`; React runs their handlers. Taps before
 * the first script runs are not held: the browser's own behaviour applies to them.
 *
 * Only buttons are held; a label around a hidden radio or checkbox is not (none is on a rendered
 * page; add `input[type=radio], input[type=checkbox]` here if one ever is).
 *
 * `root` is looked up at each click: the holding starts before the parser may have reached it.
 */
export function holdEarlyClicks(root: () => HTMLElement | null): EarlyClicks {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
    if (!target || !root()?.contains(target) || target.matches(':disabled')) return;
    event.preventDefault();
    event.stopPropagation();
    // Tapped again because nothing happened: one tap was meant (a toggle would close again, a form
    // be sent twice).
    if (!held.includes(target)) held.push(target);
  };
  document.addEventListener('click', hold, true);
  return {
    replay() {
      document.removeEventListener('click', hold, true);
      for (const target of held.splice(0)) if (target.isConnected) target.click();
    },
    drop() {
      document.removeEventListener('click', hold, true);
      held.length = 0;
    },
  };
}
