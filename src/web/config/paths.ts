import { type Locale, withLocale } from '../../shared/locales';

/**
 * Every route of the app, once. `path` is the German (unprefixed) pattern for the router;
 * `href` builds a link in the given locale (the `/en` prefix is added in `withLocale` only).
 * A new page adds its route here (docs/architecture.md, "Where to put new code").
 */
type Params = Record<string, string | number>;

function route<P extends Params = Record<never, never>>(path: string) {
  return {
    path,
    href: (locale: Locale, params?: P) => {
      const filled = path.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(String((params as Params | undefined)?.[name] ?? '')),
      );
      return withLocale(filled, locale);
    },
  };
}

export const paths = {
  home: route('/'),
  events: route('/event'),
  impressum: route('/impressum'),
  privacy: route('/datenschutz'),
  // Accounts: guests only, then logged in, then by role.
  login: route('/login'),
  resetPassword: route('/resetPassword'),
  signIn: route('/signIn'),
  signInEmail: route('/signIn/email'),
  signInError: route('/signIn/error'),
  signInAdditional: route('/signIn/additional'),
  verify: route('/verify'),
  dashboard: route('/dashboard'),
  profile: route('/profile'),
  adminRoles: route('/admin/roles'),
  adminImport: route('/admin/import'),
  adminClasses: route('/admin/classes'),
  adminEventNew: route('/admin/event/new'),
  adminEventEdit: route<{ id: string }>('/admin/event/:id/edit'),
  adminEventJudges: route<{ id: string }>('/admin/event/:id/judges'),
  adminCageAssign: route<{ eventId: string }>('/admin/cage-assign/:eventId'),
  myPigeons: route('/breeder/myPigeons'),
  judgeEvents: route('/judge/myEvents'),
  judgeCages: route<{ eventId: string }>('/judge/event/:eventId/cages'),
  judgeCage: route<{ eventId: string; cageId: string }>('/judge/event/:eventId/:cageId'),
  judgeOutbox: route('/judge/outbox'),
  // Results: the latest ended events, then one event's views (resultId is the event's id).
  results: route('/results'),
  resultDetail: route<{ resultId: string }>('/results/:resultId'),
  resultList: route<{ resultId: string }>('/results/:resultId/list'),
  resultCards: route<{ resultId: string }>('/results/:resultId/cards'),
  resultBreeders: route<{ resultId: string }>('/results/:resultId/breeder'),
  resultBestBreeder: route<{ resultId: string }>('/results/:resultId/bestBreeder'),
  // Public event pages.
  eventDetail: route<{ id: string }>('/event/:id'),
  eventCages: route<{ id: string }>('/event/:id/cages'),
} as const;

export type PathKey = keyof typeof paths;
