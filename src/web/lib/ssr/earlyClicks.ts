/** What a tap before the take-over may have meant for the app: a button, not a link (links work without it). */
const HELD = 'button, [role="button"], input[type="submit"], input[type="button"], summary';

export interface EarlyClicks {
  /** Stops holding clicks and clicks again, in order, what was clicked meanwhile. */
  replay(): void;
}

/**
 * Holds the clicks on buttons of a page the server rendered, from the moment the app's script runs
 * until React has taken the page over, and gives them to the app then.
 *
 * The page is painted and its buttons can be tapped before React listens: the take-over waits for
 * the language catalog and the page's code. A tap on "open menu" in that time did nothing, and a
 * tap on a form's button sent the form the browser's way. Links need no help: the browser follows
 * them. React listens as soon as `hydrateRoot` has been called, and it takes over the tapped part
 * at once when a click arrives there (a click is one of the events React hydrates for).
 */
export function holdEarlyClicks(root: HTMLElement): EarlyClicks {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
    if (!target || !root.contains(target) || (target as HTMLButtonElement).disabled) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  document.addEventListener('click', hold, true);
  return {
    replay() {
      document.removeEventListener('click', hold, true);
      for (const target of held.splice(0)) if (target.isConnected) target.click();
    },
  };
}
