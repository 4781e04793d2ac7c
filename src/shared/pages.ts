import type { CatalogText } from './catalogText.ts';
import type { Role } from './roles.ts';

/**
 * Who may see a page: anybody; only a visitor who is not logged in (the login and sign-up pages:
 * a logged-in user is sent on); any logged-in user; or a role and those above it. The web's
 * guards decide by it; the server checks each operation a page runs on its own.
 */
export type PageAccess = 'anyone' | 'guest' | 'user' | Exclude<Role, 'SUPERADMIN'>;

/**
 * Whether search engines are to find the page, and so whether the sitemap lists it and its head
 * names its addresses (canonical, hreflang): `site` always; `event` for an event that exists;
 * `results` once the event has ended (before, the page says the results are not out); `season` for
 * a season in the championship's range (src/shared/seasonChampionship.ts), reached by links from the
 * results, not listed in the sitemap; false for accounts' pages and the pages of breeders, judges
 * and admins.
 */
export type PageSearch = 'site' | 'event' | 'results' | 'season' | false;

export interface PageEntry {
  /** The path in each language: German without a prefix, English under `/en` in English words. */
  readonly path: { readonly de: string; readonly en: string };
  /** The component: src/web/app/pages/<module>.tsx exports it under this name. */
  readonly module: string;
  readonly access: PageAccess;
  /**
   * `live`: below the Apollo layout (src/web/app/ApiLayout.tsx: the client, subscriptions,
   * notifications), as every logged-in page is; `plain`: read through the small public fetch, no
   * Apollo to load (the event page loads Apollo itself, for a logged-in user only).
   */
  readonly layout: 'plain' | 'live';
  /**
   * The catalogs of texts the page needs: `messages` (every page's) alone, or with `work`, the
   * texts only logged-in work shows (loaded with the Apollo layout, so never on a visitor's page;
   * scripts/catalogScopes.cjs says which source files' texts go where).
   */
  readonly catalog: 'messages' | 'work';
  readonly search: PageSearch;
  /**
   * What the server writes into the page's head before any script runs, and what the page then
   * keeps as its title. `description` may name the event's `{title}`, `{date}` and `{place}`.
   * Pages without: the site's name and description.
   */
  readonly head?: { readonly title: CatalogText; readonly description?: CatalogText };
}

/**
 * Every page of the app, described once. From this table come the web's router and its guards
 * (src/web/app/routes.tsx), links and the language switch (src/web/config/paths.ts), the server's
 * page heads and 404s (src/api/http/pageHead.ts), the sitemap (src/api/http/sitemap.ts) and which
 * page files' texts go into which catalog (scripts/catalogScopes.cjs). A new page is a row here
 * and its component in src/web/app/pages (docs/architecture.md, "Where to put new code").
 */
export const PAGES = {
  home: {
    path: { de: '/', en: '/en/' },
    module: 'HomePage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'site',
    head: {
      title: /*i18n*/ { id: 'page.home.title', message: 'Startseite' },
      description: /*i18n*/ {
        id: 'page.home.description',
        message:
          'Die Taubenschauen des Verbandes: alle Events, die Käfigzuweisung und die Ergebnisse – und die Anmeldung Ihrer Tauben.',
      },
    },
  },
  events: {
    path: { de: '/event', en: '/en/event' },
    module: 'EventsPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'site',
    head: {
      title: /*i18n*/ { id: 'page.events.title', message: 'Events' },
      description: /*i18n*/ {
        id: 'page.events.description',
        message: 'Alle Schauen des Verbandes mit Datum, Ort und Anmeldeschluss: jetzt Tauben anmelden.',
      },
    },
  },
  impressum: {
    path: { de: '/impressum', en: '/en/imprint' },
    module: 'ImpressumPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'site',
    head: {
      title: /*i18n*/ { id: 'page.impressum.title', message: 'Impressum' },
      description: /*i18n*/ {
        id: 'page.impressum.description',
        message: 'Impressum des Verbandes: Anschrift, Vertretung, Registereintrag und Kontakt.',
      },
    },
  },
  privacy: {
    path: { de: '/datenschutz', en: '/en/privacy' },
    module: 'PrivacyPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'site',
    head: {
      title: /*i18n*/ { id: 'page.privacy.title', message: 'Datenschutz' },
      description: /*i18n*/ {
        id: 'page.privacy.description',
        message: 'Welche Daten die Taubenschau speichert, wozu und wie lange – und welche Rechte Sie haben.',
      },
    },
  },
  verify: {
    path: { de: '/verify', en: '/en/verify' },
    module: 'VerifyPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: false,
  },
  confirmEmail: {
    path: { de: '/confirmEmail', en: '/en/confirmEmail' },
    module: 'ConfirmEmailPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: false,
  },

  // Accounts: guests only, then logged in.
  login: {
    path: { de: '/login', en: '/en/login' },
    module: 'LoginPage',
    access: 'guest',
    layout: 'plain',
    catalog: 'messages',
    search: false,
  },
  resetPassword: {
    path: { de: '/resetPassword', en: '/en/resetPassword' },
    module: 'ResetPasswordPage',
    access: 'guest',
    layout: 'plain',
    catalog: 'messages',
    search: false,
  },
  signIn: {
    path: { de: '/signIn', en: '/en/signIn' },
    module: 'SignInPage',
    access: 'guest',
    layout: 'plain',
    catalog: 'messages',
    search: false,
  },
  signInEmail: {
    path: { de: '/signIn/email', en: '/en/signIn/email' },
    module: 'SignInEmailPage',
    access: 'guest',
    layout: 'plain',
    catalog: 'messages',
    search: false,
  },
  signInError: {
    path: { de: '/signIn/error', en: '/en/signIn/error' },
    module: 'SignInErrorPage',
    access: 'guest',
    layout: 'plain',
    catalog: 'messages',
    search: false,
  },
  // Saving needs a login: reached after the verification, unlike the other /signIn pages.
  signInAdditional: {
    path: { de: '/signIn/additional', en: '/en/signIn/additional' },
    module: 'SignInAdditionalPage',
    access: 'user',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  dashboard: {
    path: { de: '/dashboard', en: '/en/dashboard' },
    module: 'DashboardPage',
    access: 'user',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  profile: {
    path: { de: '/profile', en: '/en/profile' },
    module: 'ProfilePage',
    access: 'user',
    layout: 'live',
    catalog: 'work',
    search: false,
  },

  // The show office.
  adminEvents: {
    path: { de: '/admin/events', en: '/en/admin/events' },
    module: 'AdminEventsPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminRoles: {
    path: { de: '/admin/roles', en: '/en/admin/roles' },
    module: 'AdminRolesPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminImport: {
    path: { de: '/admin/import', en: '/en/admin/import' },
    module: 'AdminImportPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminRingClaims: {
    path: { de: '/admin/ring-claims', en: '/en/admin/ring-claims' },
    module: 'AdminRingClaimsPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminClasses: {
    path: { de: '/admin/classes', en: '/en/admin/classes' },
    module: 'AdminClassesPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminEventNew: {
    path: { de: '/admin/event/new', en: '/en/admin/event/new' },
    module: 'AdminEventFormPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminEventEdit: {
    path: { de: '/admin/event/:id/edit', en: '/en/admin/event/:id/edit' },
    module: 'AdminEventFormPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminEventJudges: {
    path: { de: '/admin/event/:id/judges', en: '/en/admin/event/:id/judges' },
    module: 'AdminEventJudgesPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminEventFees: {
    path: { de: '/admin/event/:id/fees', en: '/en/admin/event/:id/fees' },
    module: 'AdminEventFeesPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminEventRegistrations: {
    path: { de: '/admin/event/:id/registrations', en: '/en/admin/event/:id/registrations' },
    module: 'AdminEventRegistrationsPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminEventCatalogue: {
    path: { de: '/admin/event/:id/catalogue', en: '/en/admin/event/:id/catalogue' },
    module: 'AdminEventCataloguePage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminEventLabels: {
    path: { de: '/admin/event/:id/labels', en: '/en/admin/event/:id/labels' },
    module: 'AdminEventLabelsPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminEventCertificates: {
    path: { de: '/admin/event/:id/certificates', en: '/en/admin/event/:id/certificates' },
    module: 'AdminEventCertificatesPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminEventResults: {
    path: { de: '/admin/event/:id/results', en: '/en/admin/event/:id/results' },
    module: 'AdminEventResultsPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminEventMails: {
    path: { de: '/admin/event/:id/mails', en: '/en/admin/event/:id/mails' },
    module: 'AdminEventMailsPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminEventRecords: {
    path: { de: '/admin/event/:id/records', en: '/en/admin/event/:id/records' },
    module: 'AdminEventRecordsPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminEventDevices: {
    path: { de: '/admin/event/:id/devices', en: '/en/admin/event/:id/devices' },
    module: 'AdminEventDevicesPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  // /judges is the judges' assignment: the statistics have a path of their own.
  adminEventJudgeStatistics: {
    path: { de: '/admin/event/:id/judge-statistics', en: '/en/admin/event/:id/judge-statistics' },
    module: 'AdminEventJudgeStatisticsPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  adminCageAssign: {
    path: { de: '/admin/cage-assign/:eventId', en: '/en/admin/cage-assign/:eventId' },
    module: 'AdminCageAssignPage',
    access: 'ADMIN',
    layout: 'live',
    catalog: 'work',
    search: false,
  },

  // Breeders and judges.
  myPigeons: {
    path: { de: '/breeder/myPigeons', en: '/en/breeder/myPigeons' },
    module: 'MyPigeonsPage',
    access: 'BREEDER',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  judgeEvents: {
    path: { de: '/judge/myEvents', en: '/en/judge/myEvents' },
    module: 'JudgeEventsPage',
    access: 'JUDGE',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  judgeCages: {
    path: { de: '/judge/event/:eventId/cages', en: '/en/judge/event/:eventId/cages' },
    module: 'JudgeCagesPage',
    access: 'JUDGE',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  judgeCage: {
    path: { de: '/judge/event/:eventId/:cageId', en: '/en/judge/event/:eventId/:cageId' },
    module: 'JudgeCagePage',
    access: 'JUDGE',
    layout: 'live',
    catalog: 'work',
    search: false,
  },
  // Any account: one that lost the judge's role still sees (and exports) its ratings on the device.
  judgeOutbox: {
    path: { de: '/judge/outbox', en: '/en/judge/outbox' },
    module: 'JudgeOutboxPage',
    access: 'user',
    layout: 'live',
    catalog: 'work',
    search: false,
  },

  // Results: the latest ended events, then one event's views (resultId is the event's id).
  results: {
    path: { de: '/results', en: '/en/results' },
    module: 'ResultsPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'site',
    head: {
      title: /*i18n*/ { id: 'page.results.title', message: 'Ergebnisse' },
      description: /*i18n*/ {
        id: 'page.results.description',
        message:
          'Die Ergebnisse der Schauen des Verbandes: Klassenlisten, Käfigkarten, Züchterwertung und Schausieger.',
      },
    },
  },
  resultDetail: {
    path: { de: '/results/:resultId', en: '/en/results/:resultId' },
    module: 'ResultDetailPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'results',
    head: {
      title: /*i18n*/ { id: 'page.resultDetail.title', message: 'Ergebnisse' },
      description: /*i18n*/ {
        id: 'page.resultDetail.description',
        message:
          'Die Ergebnisse der Schau {title} am {date} in {place}: Schausieger, Klassenlisten, Käfigkarten und Züchterwertung.',
      },
    },
  },
  resultList: {
    path: { de: '/results/:resultId/list', en: '/en/results/:resultId/list' },
    module: 'ResultListPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'results',
    head: {
      title: /*i18n*/ { id: 'page.resultList.title', message: 'Ergebnisliste' },
      description: /*i18n*/ {
        id: 'page.resultList.description',
        message: 'Ergebnisliste der Schau {title} am {date} in {place}.',
      },
    },
  },
  resultCards: {
    path: { de: '/results/:resultId/cards', en: '/en/results/:resultId/cards' },
    module: 'ResultCardsPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'results',
    head: {
      title: /*i18n*/ { id: 'page.resultCards.title', message: 'Käfigkarten' },
      description: /*i18n*/ {
        id: 'page.resultCards.description',
        message: 'Käfigkarten der Schau {title} am {date} in {place}.',
      },
    },
  },
  resultBreeders: {
    path: { de: '/results/:resultId/breeder', en: '/en/results/:resultId/breeder' },
    module: 'ResultBreedersPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'results',
    head: {
      title: /*i18n*/ { id: 'page.resultBreeders.title', message: 'Ergebnisse je Züchter' },
      description: /*i18n*/ {
        id: 'page.resultBreeders.description',
        message: 'Ergebnisse je Züchter der Schau {title} am {date} in {place}.',
      },
    },
  },
  resultBestBreeder: {
    path: { de: '/results/:resultId/bestBreeder', en: '/en/results/:resultId/bestBreeder' },
    module: 'ResultBestBreederPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'results',
    head: {
      title: /*i18n*/ { id: 'page.resultBestBreeder.title', message: 'Bester Züchter' },
      description: /*i18n*/ {
        id: 'page.resultBestBreeder.description',
        message: 'Bester Züchter der Schau {title} am {date} in {place}.',
      },
    },
  },
  // A static segment outranks the event's id: /results/season/2026 is never an event's results.
  resultSeason: {
    path: { de: '/results/season/:season', en: '/en/results/season/:season' },
    module: 'ResultSeasonPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'season',
    head: {
      title: /*i18n*/ { id: 'page.resultSeason.title', message: 'Saisonwertung {season}' },
      description: /*i18n*/ {
        id: 'page.resultSeason.description',
        message:
          'Die Saisonwertung {season}: die Züchter nach den Summen ihrer besten Tauben in den endgültig gewerteten Schauen des Jahres.',
      },
    },
  },

  // Public event pages. The event itself is live: a visitor's through the light subscription, a
  // logged-in user's through Apollo, loaded by the page itself (src/web/app/pages/EventDetailPage.tsx).
  eventDetail: {
    path: { de: '/event/:id', en: '/en/event/:id' },
    module: 'EventDetailPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'event',
  },
  eventCages: {
    path: { de: '/event/:id/cages', en: '/en/event/:id/cages' },
    module: 'EventCagesPage',
    access: 'anyone',
    layout: 'plain',
    catalog: 'messages',
    search: 'event',
    head: {
      title: /*i18n*/ { id: 'page.eventCages.title', message: 'Käfigzuweisung' },
      description: /*i18n*/ {
        id: 'page.eventCages.description',
        message:
          'Die Käfigzuweisung der Schau {title} am {date} in {place}: welche Taube in welchem Käfig steht.',
      },
    },
  },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof PAGES;

/** The texts of heads that belong to no one page: the site's, a missing page's, an event's. */
export const SITE_TEXTS = {
  description: PAGES.home.head.description,
  notFound: /*i18n*/ { id: 'page.notFound.title', message: 'Seite nicht gefunden' },
  /** An event page's description: its type, date and place (and then the event's own text). */
  eventFacts: /*i18n*/ { id: 'page.event.description', message: '{eventType} am {date} in {place}.' },
} as const satisfies Record<string, CatalogText>;
