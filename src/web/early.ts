/**
 * The page's first script: it holds taps on the rendered page's buttons and watches what is typed,
 * until the app (`main.tsx`) has taken the page over and hands them to it.
 *
 * It is an entry of its own, a few hundred bytes, named in the head with `async` and high priority
 * (scripts/vite/earlyScript.ts), so it runs as soon as it arrives: the app's entry comes only with
 * the whole of its ~165 KB, at low priority behind the page's styles and images, and a tap on the
 * menu in that time did nothing. `main.tsx` imports this module too; the browser evaluates it once,
 * so both share the holds.
 */
import { holdEarlyClicks } from './lib/ssr/earlyClicks';
import { watchEarlyInput } from './lib/ssr/earlyInput';

/** Looked up when needed: an async script may run before the parser has reached the root. */
const root = () => document.getElementById('root');

export const earlyClicks = holdEarlyClicks(root);
export const earlyInput = watchEarlyInput(root);
