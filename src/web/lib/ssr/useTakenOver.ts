import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * Whether the app runs this page: false on the server and while the browser takes a rendered page
 * over, true right after. A button that only the app can carry out (a CSV download, printing) is
 * disabled until then: a rendered page's links and forms work before and without the app, such a
 * button would not, and a tap on it would be lost. And what the server cannot know (the address's
 * hash, parameters that make no page of their own) is written only then, so that the browser takes
 * over the very HTML the server wrote.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
