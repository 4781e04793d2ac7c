import type { Locale } from '@shared/locales';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { activateLocale } from '../lib/i18n/i18n';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { RouteGuard } from './guards/RouteGuard';
import { ShellLayout } from './shell/ShellLayout';

/** Relative child path of an absolute route-table path ('/event' → 'event'). */
function child(path: string, parent = '/'): string {
  return path.slice(parent.endsWith('/') ? parent.length : parent.length + 1);
}

const notFound: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
};

const apiLayout = async () => ({ Component: (await import('./ApiLayout')).ApiLayout });

// Pages are code-split: a route's code loads with its first visit (and is precached by the PWA).
// Guards are small layout routes mirroring the server's role checks. Guest pages use the
// small fetchGraphQL; logged-in pages sit below the lazy ApiLayout (Apollo, notifications).
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
      path: child(paths.verify.path),
      lazy: async () => ({ Component: (await import('./pages/VerifyPage')).VerifyPage }),
    },
    {
      path: child(paths.confirmEmail.path),
      lazy: async () => ({ Component: (await import('./pages/ConfirmEmailPage')).ConfirmEmailPage }),
    },
    {
      element: <RouteGuard requirement={{ kind: 'guest' }} />,
      children: [
        {
          path: child(paths.login.path),
          lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
        },
        {
          path: child(paths.resetPassword.path),
          lazy: async () => ({ Component: (await import('./pages/ResetPasswordPage')).ResetPasswordPage }),
        },
        {
          path: child(paths.signIn.path),
          lazy: async () => ({ Component: (await import('./pages/SignInPage')).SignInPage }),
        },
        {
          path: child(paths.signInEmail.path),
          lazy: async () => ({ Component: (await import('./pages/SignInEmailPage')).SignInEmailPage }),
        },
        {
          path: child(paths.signInError.path),
          lazy: async () => ({ Component: (await import('./pages/SignInErrorPage')).SignInErrorPage }),
        },
      ],
    },
    {
      // One Apollo layout for every logged-in page: it stays mounted (and with it the
      // notifications) while the user moves between them.
      lazy: apiLayout,
      children: [
        // Public event pages with actions for logged-in users: no guard, but Apollo.
        {
          path: child(paths.eventDetail.path),
          lazy: async () => ({ Component: (await import('./pages/EventDetailPage')).EventDetailPage }),
        },
        {
          path: child(paths.eventCages.path),
          lazy: async () => ({ Component: (await import('./pages/EventCagesPage')).EventCagesPage }),
        },
        // Results, for everyone: Apollo's persisted cache keeps every view seen readable offline.
        {
          path: child(paths.results.path),
          lazy: async () => ({ Component: (await import('./pages/ResultsPage')).ResultsPage }),
        },
        {
          path: child(paths.resultDetail.path),
          lazy: async () => ({ Component: (await import('./pages/ResultDetailPage')).ResultDetailPage }),
        },
        {
          path: child(paths.resultList.path),
          lazy: async () => ({ Component: (await import('./pages/ResultListPage')).ResultListPage }),
        },
        {
          path: child(paths.resultCards.path),
          lazy: async () => ({ Component: (await import('./pages/ResultCardsPage')).ResultCardsPage }),
        },
        {
          path: child(paths.resultBreeders.path),
          lazy: async () => ({ Component: (await import('./pages/ResultBreedersPage')).ResultBreedersPage }),
        },
        {
          path: child(paths.resultBestBreeder.path),
          lazy: async () => ({
            Component: (await import('./pages/ResultBestBreederPage')).ResultBestBreederPage,
          }),
        },
        {
          element: <RouteGuard requirement={{ kind: 'user' }} />,
          children: [
            {
              path: child(paths.dashboard.path),
              lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }),
            },
            {
              path: child(paths.profile.path),
              lazy: async () => ({ Component: (await import('./pages/ProfilePage')).ProfilePage }),
            },
            {
              // Saving needs a login: reached after the verification, unlike the other /signIn pages.
              path: child(paths.signInAdditional.path),
              lazy: async () => ({
                Component: (await import('./pages/SignInAdditionalPage')).SignInAdditionalPage,
              }),
            },
          ],
        },
        {
          path: 'admin',
          element: <RouteGuard requirement={{ kind: 'rank', role: 'ADMIN' }} />,
          children: [
            {
              path: child(paths.adminRoles.path, '/admin'),
              lazy: async () => ({ Component: (await import('./pages/AdminRolesPage')).AdminRolesPage }),
            },
            {
              path: child(paths.adminImport.path, '/admin'),
              lazy: async () => ({ Component: (await import('./pages/AdminImportPage')).AdminImportPage }),
            },
            {
              path: child(paths.adminClasses.path, '/admin'),
              lazy: async () => ({ Component: (await import('./pages/AdminClassesPage')).AdminClassesPage }),
            },
            {
              path: child(paths.adminEventNew.path, '/admin'),
              lazy: async () => ({
                Component: (await import('./pages/AdminEventFormPage')).AdminEventFormPage,
              }),
            },
            {
              path: child(paths.adminEventEdit.path, '/admin'),
              lazy: async () => ({
                Component: (await import('./pages/AdminEventFormPage')).AdminEventFormPage,
              }),
            },
            {
              path: child(paths.adminEventJudges.path, '/admin'),
              lazy: async () => ({
                Component: (await import('./pages/AdminEventJudgesPage')).AdminEventJudgesPage,
              }),
            },
            {
              path: child(paths.adminCageAssign.path, '/admin'),
              lazy: async () => ({
                Component: (await import('./pages/AdminCageAssignPage')).AdminCageAssignPage,
              }),
            },
            notFound,
          ],
        },
        {
          path: 'breeder',
          element: <RouteGuard requirement={{ kind: 'rank', role: 'BREEDER' }} />,
          children: [
            {
              path: child(paths.myPigeons.path, '/breeder'),
              lazy: async () => ({ Component: (await import('./pages/MyPigeonsPage')).MyPigeonsPage }),
            },
            notFound,
          ],
        },
        {
          path: 'judge',
          element: <RouteGuard requirement={{ kind: 'rank', role: 'JUDGE' }} />,
          children: [
            {
              path: child(paths.judgeEvents.path, '/judge'),
              lazy: async () => ({ Component: (await import('./pages/JudgeEventsPage')).JudgeEventsPage }),
            },
            {
              path: child(paths.judgeCages.path, '/judge'),
              lazy: async () => ({ Component: (await import('./pages/JudgeCagesPage')).JudgeCagesPage }),
            },
            {
              path: child(paths.judgeCage.path, '/judge'),
              lazy: async () => ({ Component: (await import('./pages/JudgeCagePage')).JudgeCagePage }),
            },
            {
              path: child(paths.judgeOutbox.path, '/judge'),
              lazy: async () => ({ Component: (await import('./pages/JudgeOutboxPage')).JudgeOutboxPage }),
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
    children: pageRoutes(),
  };
}

/** Every route twice: German without prefix, English under /en. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorPage />,
    // Blank while the first page's code and catalog load (a few ms; precached by the PWA).
    HydrateFallback: () => null,
    children: [localeRoute('en', '/en'), localeRoute('de', '/')],
  },
];
