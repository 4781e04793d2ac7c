import { type Locale, withLocale } from '@shared/locales';
import { PAGES, type PageAccess, type PageEntry, type PageKey } from '@shared/pages';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { activateLocale, loadWorkCatalog } from '../lib/i18n/i18n';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { RouteGuard } from './guards/RouteGuard';
import { ShellLayout } from './shell/ShellLayout';

/**
 * The path of a route-table path relative to its parent route ('/en/event' below '/en/' → 'event').
 * A path outside its parent would never match, so that mistake stops the app at once.
 */
function child(path: string, parent: string): string {
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  if (!path.startsWith(base)) throw new Error(`The route ${path} lies outside ${parent}`);
  return path.slice(base.length);
}

/** Where a route's code comes from, for the server to name its scripts and styles in the page. */
export interface RouteHandle {
  /** The module's source path, as the build's manifest names it. */
  module: string;
  /** A catalog of texts the route loads besides `messages` (scripts/catalogScopes.cjs). */
  catalog?: 'work';
}

// Every page is a module of its own, named like the component it exports (pages/HomePage.tsx
// exports HomePage), loaded with the page's first visit (and precached by the PWA).
const pageModules = import.meta.glob<Record<string, ComponentType>>('./pages/*Page.tsx');

function page(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const file = `./pages/${name}.tsx`;
  const load = pageModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  return {
    lazy: async () => ({ Component: (await load())[name] }),
    handle: { module: `src/web/app/pages/${name}.tsx` } satisfies RouteHandle,
  };
}

const notFound: RouteObject = {
  path: '*',
  ...page('NotFoundPage'),
};

/** The Apollo layout; the texts of the pages below it come with it, never on visitors' pages. */
function apiLayout(locale: Locale): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: async () => {
      const [{ ApiLayout }] = await Promise.all([import('./ApiLayout'), loadWorkCatalog(locale)]);
      return { Component: ApiLayout };
    },
    handle: { module: 'src/web/app/ApiLayout.tsx', catalog: 'work' } satisfies RouteHandle,
  };
}

// Pages are code-split: a route's code loads with its first visit (and is precached by the PWA).
// The tree comes from the page table (src/shared/pages.ts): plain pages sit directly below the
// shell, live ones below the lazy ApiLayout (Apollo, notifications), which stays mounted while the
// user moves between them. Guards are small layout routes mirroring the server's role checks; a
// role's pages share their first path segment (/admin, /breeder, /judge), below which an unknown
// path is "not found" only for those who may see that part.
function pageRoutes(locale: Locale): RouteObject[] {
  const route = (key: PageKey, parent = '/'): RouteObject => {
    const path = child(paths[key].path[locale], withLocale(parent, locale));
    return { ...(path === '' ? { index: true } : { path }), ...page(PAGES[key].module) };
  };
  const section = (layout: PageEntry['layout']): RouteObject[] => {
    const of = (access: PageAccess) =>
      PAGE_KEYS.filter((key) => PAGES[key].layout === layout && PAGES[key].access === access);
    const tree = of('anyone').map((key) => route(key));
    for (const access of ['guest', 'user'] as const) {
      const keys = of(access);
      if (keys.length > 0)
        tree.push({
          element: <RouteGuard requirement={{ kind: access }} />,
          children: keys.map((key) => route(key)),
        });
    }
    for (const role of ['ADMIN', 'BREEDER', 'JUDGE'] as const) {
      const keys = of(role);
      if (keys.length === 0) continue;
      const segment = sharedSegment(keys);
      const pages = keys.map((key) => route(key, `/${segment}`));
      // The bare segment (/judge) is no page either: without this, the guard's own route outranked
      // `*` for it and rendered an empty outlet.
      if (!pages.some((page) => page.index)) pages.push({ index: true, ...page('NotFoundPage') });
      tree.push({
        path: segment,
        element: <RouteGuard requirement={{ kind: 'rank', role }} />,
        children: [...pages, notFound],
      });
    }
    return tree;
  };
  return [...section('plain'), { ...apiLayout(locale), children: section('live') }, notFound];
}

const PAGE_KEYS = Object.keys(PAGES) as PageKey[];

/** The first path segment every one of these pages shares ('admin'); the app stops if they do not. */
function sharedSegment(keys: PageKey[]): string {
  const segments = new Set(keys.map((key) => PAGES[key].path.de.split('/')[1]));
  if (segments.size !== 1) throw new Error(`The pages ${keys.join(', ')} share no first path segment`);
  return [...segments][0];
}

/** One layout route per locale: it activates its locale (catalog loaded first), then renders the shell. */
function localeRoute(locale: Locale, path: string): RouteObject {
  return {
    id: `locale-${locale}`,
    path,
    loader: async () => {
      await activateLocale(locale);
      return null;
    },
    element: <ShellLayout />,
    children: pageRoutes(locale),
  };
}

/** Every route twice: German without prefix, English under /en with its English path. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorPage />,
    // Blank while the first page's code and catalog load (a few ms; precached by the PWA).
    HydrateFallback: () => null,
    children: [localeRoute('en', '/en'), localeRoute('de', '/')],
  },
];
