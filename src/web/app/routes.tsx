import type { RouteObject } from 'react-router';
import type { Locale } from '../../shared/locales';
import { paths } from '../config/paths';
import { activateLocale } from '../lib/i18n/i18n';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { ShellLayout } from './shell/ShellLayout';

/** Relative child path of an absolute route-table path ('/event' → 'event'). */
function child(path: string): string {
  return path.replace(/^\//, '');
}

// Pages are code-split: a route's code loads with its first visit (and is precached by the PWA).
function pageRoutes(): RouteObject[] {
  return [
    { index: true, lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }) },
    {
      path: child(paths.events.path),
      lazy: async () => ({ Component: (await import('./pages/EventsPage')).EventsPage }),
    },
    {
      path: child(paths.impressum.path),
      lazy: async () => ({ Component: (await import('./pages/ImpressumPage')).ImpressumPage }),
    },
    {
      path: child(paths.privacy.path),
      lazy: async () => ({ Component: (await import('./pages/PrivacyPage')).PrivacyPage }),
    },
    {
      // Pages that use Apollo (accounts, breeder, judge, admin: later issues) are its children.
      lazy: async () => ({ Component: (await import('./ApiLayout')).ApiLayout }),
      children: [],
    },
    { path: '*', lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }) },
  ];
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
    children: pageRoutes(),
  };
}

/** Every route twice: German without prefix, English under /en (SPEC §2). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorPage />,
    // Blank while the first page's code and catalog load (a few ms; precached by the PWA).
    HydrateFallback: () => null,
    children: [localeRoute('en', '/en'), localeRoute('de', '/')],
  },
];
