import type { Locale } from '@shared/locales';
import { buildPath, ROUTES, type RouteKey, type RouteParams } from '@shared/routes';

/**
 * Every route of the app, built from the patterns in src/shared/routes.ts (the server knows the
 * same list). `path` is the German (unprefixed) pattern for the router; `href` builds a link in the
 * given locale (the `/en` prefix is added in `withLocale` only). A new page adds its pattern there.
 */
export interface AppRoute<P extends string> {
  path: P;
  href: (locale: Locale, params?: RouteParams<P>) => string;
}

type Routes = { [K in RouteKey]: AppRoute<(typeof ROUTES)[K]> };

export const paths = Object.fromEntries(
  (Object.entries(ROUTES) as [RouteKey, string][]).map(([key, path]) => [
    key,
    {
      path,
      href: (locale: Locale, params?: Record<string, string | number>) => buildPath(path, locale, params),
    },
  ]),
) as Routes;

export type PathKey = RouteKey;
