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
  // The pages of these routes come with later issues; the shell links to them already.
  results: route('/results'),
  login: route('/login'),
  dashboard: route('/dashboard'),
  profile: route('/profile'),
  eventDetail: route<{ id: string }>('/event/:id'),
} as const;

export type PathKey = keyof typeof paths;
