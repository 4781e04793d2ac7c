import type { Locale } from '@shared/locales';
import { buildPath, ROUTES, type RouteKey, type RouteParams, type RoutePattern } from '@shared/routes';

/**
 * Every route of the app, built from the paths in src/shared/routes.ts (the server knows the same
 * list). `path` is the router's pattern in each language (German unprefixed, English under `/en`
 * in English words); `href` builds a link in the given locale. A new page adds its paths there.
 */
interface AppRoute<P extends string> {
  path: Record<Locale, string>;
  href: (locale: Locale, params?: RouteParams<P>) => string;
}

type Routes = { [K in RouteKey]: AppRoute<RoutePattern<K>> };

export const paths = Object.fromEntries(
  (Object.keys(ROUTES) as RouteKey[]).map((key) => [
    key,
    {
      path: ROUTES[key],
      href: (locale: Locale, params?: Record<string, string | number>) => buildPath(key, locale, params),
    },
  ]),
) as Routes;

export type PathKey = RouteKey;
