import { FORMAT_LOCALES, type Locale } from '@shared/locales';

/**
 * Has a worker load the browser's number and date data for a language, so that the page's own
 * formatters do not.
 *
 * Why: the first number or date formatter a page creates (a count in a plural text, an event's
 * date) makes the browser load that data, in one task during which the page answers no tap
 * (on this project's machine a ~30 ms task, several times that on a mid-range phone; once the
 * worker has made its formatters, the page's first number format takes 0.1 ms instead of 28 ms). The data is shared by all
 * threads of the page's process, so once a worker has created its formatters the page's own cost
 * next to nothing.
 *
 * Resolves when the worker is done, at once where it cannot run or fails, and after `MAX_WAIT_MS`
 * at the latest (a slow network: the page's own formatter then loads the data, as without the
 * worker); never rejects. The app takes a rendered page over once this and the page's code are
 * there, which it fetches meanwhile.
 */
export function warmIntlData(locale: Locale): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intlData.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, MAX_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(FORMAT_LOCALES[locale]);
  });
}

/** How long the take-over waits for the worker at most: about two round trips of a slow network. */
export const MAX_WAIT_MS = 300;
