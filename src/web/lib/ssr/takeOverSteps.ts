import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Lets the browser run what waits (input, painting, the next script) before the next step of the
 * take-over. Each step then is a task of its own: a phone's main thread is never held for the
 * whole take-over at once, which is what a visitor feels as a page that does not react (and what
 * Lighthouse counts as blocking time). `scheduler.yield()` where the browser has it, as it keeps
 * the page's place in the queue; a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads the code of the routes a URL matches (`route.lazy`), so that hydration finds every
 * component the server rendered.
 *
 * Done before the router is created, not left to the router: a router that starts with lazy
 * routes to load makes that its first navigation, and when it ends, `<ScrollRestoration>` scrolls
 * to the top: a visitor who had scrolled the rendered page before the take-over would be thrown
 * back up. A router created with these routes loaded takes the page over as it is.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
