import { matchRoutes, type RouteObject } from 'react-router';

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
