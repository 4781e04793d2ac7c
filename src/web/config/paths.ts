import { type Locale, withLocale } from '../../shared/locales';

/**
 * Every route of the app, once. `path` is the German (unprefixed) pattern for the router;
 * `href` builds a link in the given locale (the `/en` prefix is added in `withLocale` only).
 * Routes whose pages belong to later issues are added here with those issues.
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
  // Accounts (SPEC §2): guests only, then logged in, then by role.
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
  // The pages of these routes come with later issues; the shell links to them already.
  results: route('/results'),
  eventDetail: route<{ id: string }>('/event/:id'),
  eventCages: route<{ id: string }>('/event/:id/cages'),
} as const;

export type PathKey = keyof typeof paths;
