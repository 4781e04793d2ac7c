/**
 * The page's first script: it holds taps on the rendered page's buttons and watches what is typed,
 * until the app (`main.tsx`) has taken the page over and hands them to it.
 *
 * It is an entry of its own, about 1 KB, named first in the head with `async` and high priority
 * (scripts/vite/earlyScript.ts), so it runs as soon as it arrives: the app runs only once its code
 * (~150 KB gzip) has arrived, after the page's first paint (below), and a tap on the menu in
 * that time would do nothing. `main.tsx` imports this module too; the browser evaluates it once,
 * so both share the holds.
 *
 * On a page the server rendered, it also adds the app's scripts to the head once the page has been
 * painted (./lib/ssr/afterPaint).
 *
 * If the app cannot start (a script of it did not arrive, or threw before the take-over), the held
 * taps go back to the browser, as they would have without the hold: a tap held for good would also
 * keep a form's button from sending the form the browser's way.
 */
import { loadScriptsAfterPaint } from './lib/ssr/afterPaint';
import { holdEarlyClicks } from './lib/ssr/earlyClicks';
import { watchEarlyInput } from './lib/ssr/earlyInput';

/** Looked up when needed: an async script may run before the parser has reached the root. */
const root = () => document.getElementById('root');

const clicks = holdEarlyClicks(root);
const input = watchEarlyInput(root);
// A rendered page's own scripts, the app, are asked for once the page has been painted.
loadScriptsAfterPaint();

/** A script element that failed to load (the app's module graph), or an error the app threw. */
function giveBack(event: Event) {
  if (!(event.target instanceof HTMLScriptElement) && !(event instanceof ErrorEvent)) return;
  settled();
  input.drop();
  clicks.replay();
}
window.addEventListener('error', giveBack, true);
/** Held taps are handed over, given back or dropped once: then an error has nothing to give back. */
const settled = () => window.removeEventListener('error', giveBack, true);

export const early = {
  /** Right after `hydrateRoot`, or when starting failed: what was typed, then the held taps. */
  handOver() {
    settled();
    input.handOver();
    clicks.replay();
  },
  /** The page is painted anew (or was an empty app shell): nothing held was meant for it. */
  drop() {
    settled();
    input.drop();
    clicks.drop();
  },
};
