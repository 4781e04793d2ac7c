import { type Locale, withLocale } from '@shared/locales';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type PathKey, paths } from '../config/paths';
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
// Guards are small layout routes mirroring the server's role checks. Public pages read through the
// small usePublicQuery/fetchGraphQL; the live event page and logged-in pages sit below the lazy
// ApiLayout (Apollo, notifications).
function pageRoutes(locale: Locale): RouteObject[] {
  // A page's path in this language, relative to its parent route ('/admin' for '/en/admin').
  const at = (key: PathKey, parent = '/') => child(paths[key].path[locale], withLocale(parent, locale));
  return [
    { index: true, ...page('HomePage') },
    {
      path: at('events'),
      ...page('EventsPage'),
    },
    {
      path: at('impressum'),
      ...page('ImpressumPage'),
    },
    {
      path: at('privacy'),
      ...page('PrivacyPage'),
    },
    {
      path: at('verify'),
      ...page('VerifyPage'),
    },
    {
      path: at('confirmEmail'),
      ...page('ConfirmEmailPage'),
    },
    // Read-only public pages (cages, results) read like home and the event list (usePublicQuery):
    // no Apollo to load, and each answer seen is kept on the device for offline visits.
    {
      path: at('eventCages'),
      ...page('EventCagesPage'),
    },
    {
      path: at('results'),
      ...page('ResultsPage'),
    },
    {
      path: at('resultDetail'),
      ...page('ResultDetailPage'),
    },
    {
      path: at('resultList'),
      ...page('ResultListPage'),
    },
    {
      path: at('resultCards'),
      ...page('ResultCardsPage'),
    },
    {
      path: at('resultBreeders'),
      ...page('ResultBreedersPage'),
    },
    {
      path: at('resultBestBreeder'),
      ...page('ResultBestBreederPage'),
    },
    {
      element: <RouteGuard requirement={{ kind: 'guest' }} />,
      children: [
        {
          path: at('login'),
          ...page('LoginPage'),
        },
        {
          path: at('resetPassword'),
          ...page('ResetPasswordPage'),
        },
        {
          path: at('signIn'),
          ...page('SignInPage'),
        },
        {
          path: at('signInEmail'),
          ...page('SignInEmailPage'),
        },
        {
          path: at('signInError'),
          ...page('SignInErrorPage'),
        },
      ],
    },
    {
      // One Apollo layout for every logged-in page: it stays mounted (and with it the
      // notifications) while the user moves between them.
      ...apiLayout(locale),
      children: [
        // The event page, live (subscriptions) and with actions for logged-in users: no guard,
        // but Apollo.
        {
          path: at('eventDetail'),
          ...page('EventDetailPage'),
        },
        {
          element: <RouteGuard requirement={{ kind: 'user' }} />,
          children: [
            {
              path: at('dashboard'),
              ...page('DashboardPage'),
            },
            {
              path: at('profile'),
              ...page('ProfilePage'),
            },
            {
              // Saving needs a login: reached after the verification, unlike the other /signIn pages.
              path: at('signInAdditional'),
              ...page('SignInAdditionalPage'),
            },
          ],
        },
        {
          path: 'admin',
          element: <RouteGuard requirement={{ kind: 'rank', role: 'ADMIN' }} />,
          children: [
            {
              path: at('adminRoles', '/admin'),
              ...page('AdminRolesPage'),
            },
            {
              path: at('adminImport', '/admin'),
              ...page('AdminImportPage'),
            },
            {
              path: at('adminClasses', '/admin'),
              ...page('AdminClassesPage'),
            },
            {
              path: at('adminEventNew', '/admin'),
              ...page('AdminEventFormPage'),
            },
            {
              path: at('adminEventEdit', '/admin'),
              ...page('AdminEventFormPage'),
            },
            {
              path: at('adminEventJudges', '/admin'),
              ...page('AdminEventJudgesPage'),
            },
            {
              path: at('adminEventFees', '/admin'),
              ...page('AdminEventFeesPage'),
            },
            {
              path: at('adminEventRegistrations', '/admin'),
              ...page('AdminEventRegistrationsPage'),
            },
            {
              path: at('adminEventCatalogue', '/admin'),
              ...page('AdminEventCataloguePage'),
            },
            {
              path: at('adminEventLabels', '/admin'),
              ...page('AdminEventLabelsPage'),
            },
            {
              path: at('adminEventMails', '/admin'),
              ...page('AdminEventMailsPage'),
            },
            {
              path: at('adminEventRecords', '/admin'),
              ...page('AdminEventRecordsPage'),
            },
            {
              path: at('adminCageAssign', '/admin'),
              ...page('AdminCageAssignPage'),
            },
            notFound,
          ],
        },
        {
          path: 'breeder',
          element: <RouteGuard requirement={{ kind: 'rank', role: 'BREEDER' }} />,
          children: [
            {
              path: at('myPigeons', '/breeder'),
              ...page('MyPigeonsPage'),
            },
            notFound,
          ],
        },
        {
          path: 'judge',
          element: <RouteGuard requirement={{ kind: 'rank', role: 'JUDGE' }} />,
          children: [
            {
              path: at('judgeEvents', '/judge'),
              ...page('JudgeEventsPage'),
            },
            {
              path: at('judgeCages', '/judge'),
              ...page('JudgeCagesPage'),
            },
            {
              path: at('judgeCage', '/judge'),
              ...page('JudgeCagePage'),
            },
            {
              path: at('judgeOutbox', '/judge'),
              ...page('JudgeOutboxPage'),
            },
            notFound,
          ],
        },
      ],
    },
    notFound,
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
