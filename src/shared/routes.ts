import { type Locale, withLocale } from './locales.ts';

/**
 * Every page's path pattern, once: German without a prefix, the English twin is the same under
 * `/en`. The web builds its router and links from these (src/web/config/paths.ts); the server
 * answers 404 for a path no pattern matches and writes each page's <head> from them.
 * A new page adds its pattern here (docs/architecture.md, "Where to put new code").
 */
export const ROUTES = {
  home: '/',
  events: '/event',
  impressum: '/impressum',
  privacy: '/datenschutz',
  // Accounts: guests only, then logged in, then by role.
  login: '/login',
  resetPassword: '/resetPassword',
  signIn: '/signIn',
  signInEmail: '/signIn/email',
  signInError: '/signIn/error',
  signInAdditional: '/signIn/additional',
  verify: '/verify',
  confirmEmail: '/confirmEmail',
  dashboard: '/dashboard',
  profile: '/profile',
  adminRoles: '/admin/roles',
  adminImport: '/admin/import',
  adminClasses: '/admin/classes',
  adminEventNew: '/admin/event/new',
  adminEventEdit: '/admin/event/:id/edit',
  adminEventJudges: '/admin/event/:id/judges',
  adminCageAssign: '/admin/cage-assign/:eventId',
  myPigeons: '/breeder/myPigeons',
  judgeEvents: '/judge/myEvents',
  judgeCages: '/judge/event/:eventId/cages',
  judgeCage: '/judge/event/:eventId/:cageId',
  judgeOutbox: '/judge/outbox',
  // Results: the latest ended events, then one event's views (resultId is the event's id).
  results: '/results',
  resultDetail: '/results/:resultId',
  resultList: '/results/:resultId/list',
  resultCards: '/results/:resultId/cards',
  resultBreeders: '/results/:resultId/breeder',
  resultBestBreeder: '/results/:resultId/bestBreeder',
  // Public event pages.
  eventDetail: '/event/:id',
  eventCages: '/event/:id/cages',
} as const;

export type RouteKey = keyof typeof ROUTES;

/** The `:name` parameters of a pattern, e.g. 'eventId' | 'cageId'. */
export type RouteParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<P extends string> = Record<RouteParamName<P>, string | number>;

/**
 * Older links write the cage page as /admin/cage-assign{eventId}: a parameter inside a segment, which
 * the router cannot match. The app's not-found page moves such a link on to the real page, so the
 * server counts it as a page too.
 */
export const OLD_CAGE_ASSIGN_PATH = /^\/admin\/cage-assign(\d+)$/i;

/** Fills a pattern's parameters (encoded) and adds the locale's prefix. */
export function buildPath(pattern: string, locale: Locale, params?: Record<string, string | number>): string {
  const filled = pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  return withLocale(filled, locale);
}

export interface RouteMatch {
  key: RouteKey;
  locale: Locale;
  /** Decoded parameter values. */
  params: Record<string, string>;
}

const COMPILED = (Object.entries(ROUTES) as [RouteKey, string][]).map(([key, pattern]) => {
  const segments = pattern.split('/').filter(Boolean);
  // A static segment outranks a parameter, as in the router (/judge/event/1/cages is the list).
  return { key, segments, staticCount: segments.filter((s) => !s.startsWith(':')).length };
});

/**
 * The page a path shows, matched as the web's router matches: segment by segment, static segments
 * ignoring case, a trailing slash ignored, a static segment before a parameter. Null: no page.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  // The router matches the /en prefix ignoring case too.
  const prefixed = /^\/en(\/|$)/i.test(pathname);
  const locale: Locale = prefixed ? 'en' : 'de';
  const bare = (prefixed ? pathname.slice(3) : pathname) || '/';
  const parts = bare.split('/').slice(1);
  if (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  let best: { key: RouteKey; params: Record<string, string>; staticCount: number } | null = null;
  for (const route of COMPILED) {
    if (route.segments.length !== parts.length) continue;
    if (best && best.staticCount >= route.staticCount) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, i) => {
      const part = parts[i];
      if (!segment.startsWith(':')) return segment.toLowerCase() === part.toLowerCase();
      if (part === '') return false;
      params[segment.slice(1)] = safeDecode(part);
      return true;
    });
    if (matches) best = { key: route.key, params, staticCount: route.staticCount };
  }
  if (best) return { key: best.key, locale, params: best.params };
  const old = bare.match(OLD_CAGE_ASSIGN_PATH);
  return old ? { key: 'adminCageAssign', locale, params: { eventId: old[1] } } : null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
