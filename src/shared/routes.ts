import { type Locale, withLocale } from './locales.ts';
import { PAGES, type PageKey } from './pages.ts';

/**
 * Every page's path in each language, from the page table (src/shared/pages.ts): German without a
 * prefix, English under `/en` and in English words (the German `/datenschutz` is `/en/privacy`).
 * Both paths of a page take the same parameters. The web builds its router, links and language
 * switch from these (src/web/config/paths.ts); the server answers 404 for a path no pattern
 * matches, writes each page's <head> and the sitemap from them, and moves old English addresses
 * on (`movedPath`).
 */
export const ROUTES = Object.fromEntries(Object.entries(PAGES).map(([key, page]) => [key, page.path])) as {
  readonly [K in PageKey]: (typeof PAGES)[K]['path'];
};

export type RouteKey = PageKey;

/** The `:name` parameters of a pattern, e.g. 'eventId' | 'cageId'. */
type RouteParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<P extends string> = Record<RouteParamName<P>, string | number>;

/** A route's German pattern; its English one takes the same parameters. */
export type RoutePattern<K extends RouteKey> = (typeof ROUTES)[K]['de'];

/**
 * Older links write the cage page as /admin/cage-assign{eventId}: a parameter inside a segment, which
 * the router cannot match. The app's not-found page moves such a link on to the real page, so the
 * server counts it as a page too.
 */
export const OLD_CAGE_ASSIGN_PATH = /^\/admin\/cage-assign(\d+)$/i;

/** The page's path in the given language, with its parameters filled in (encoded). */
export function buildPath(key: RouteKey, locale: Locale, params?: Record<string, string | number>): string {
  return ROUTES[key][locale].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
}

export interface RouteMatch {
  key: RouteKey;
  locale: Locale;
  /** Decoded parameter values; a number without its leading zeros (every parameter is an id). */
  params: Record<string, string>;
}

interface CompiledPattern {
  key: RouteKey;
  segments: string[];
  staticCount: number;
}

function compile(key: RouteKey, pattern: string): CompiledPattern {
  const segments = pattern.split('/').filter(Boolean);
  // A static segment outranks a parameter, as in the router (/judge/event/1/cages is the list).
  return { key, segments, staticCount: segments.filter((s) => !s.startsWith(':')).length };
}

const KEYS = Object.keys(ROUTES) as RouteKey[];
const COMPILED: Record<Locale, CompiledPattern[]> = {
  de: KEYS.map((key) => compile(key, ROUTES[key].de)),
  en: KEYS.map((key) => compile(key, ROUTES[key].en)),
};

/**
 * English pages used to sit at their German path under /en (/en/datenschutz). Where the English
 * path now differs, that old address still leads to the page, so old links and bookmarks work.
 */
const MOVED_EN: CompiledPattern[] = KEYS.filter(
  (key) => ROUTES[key].en !== withLocale(ROUTES[key].de, 'en'),
).map((key) => compile(key, withLocale(ROUTES[key].de, 'en')));

/** The router matches the /en prefix ignoring case too. */
function localeOf(pathname: string): Locale {
  return /^\/en(\/|$)/i.test(pathname) ? 'en' : 'de';
}

/** A path's segments, a trailing slash ignored. */
function partsOf(pathname: string): string[] {
  const parts = pathname.split('/').slice(1);
  if (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

/** Segment by segment, static segments ignoring case, a static segment before a parameter. */
function bestMatch(patterns: CompiledPattern[], parts: string[]) {
  let best: { key: RouteKey; params: Record<string, string>; staticCount: number } | null = null;
  for (const route of patterns) {
    if (route.segments.length !== parts.length) continue;
    if (best && best.staticCount >= route.staticCount) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, i) => {
      const part = parts[i];
      if (!segment.startsWith(':')) return segment.toLowerCase() === part.toLowerCase();
      if (part === '') return false;
      params[segment.slice(1)] = safeDecode(part).replace(/^0+(?=\d+$)/, '');
      return true;
    });
    if (matches) best = { key: route.key, params, staticCount: route.staticCount };
  }
  return best;
}

/**
 * The page a path shows, matched as the web's router matches: the /en prefix decides the language,
 * then that language's paths are tried segment by segment, static segments ignoring case, a
 * trailing slash ignored, a static segment before a parameter. Null: no page.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const locale = localeOf(pathname);
  const best = bestMatch(COMPILED[locale], partsOf(pathname));
  if (best) return { key: best.key, locale, params: best.params };
  const bare = (locale === 'en' ? pathname.slice(3) : pathname) || '/';
  const old = bare.match(OLD_CAGE_ASSIGN_PATH);
  return old ? { key: 'adminCageAssign', locale, params: { eventId: old[1] } } : null;
}

/**
 * The one spelling of a page's address: its pattern's case, ids without leading zeros, no trailing
 * slash but the English home's `/en/`, as the app's own links write it. Null for a path that is no
 * page, and for one whose spelling would name another page (`/judge/event/1/%63ages`). The server
 * moves every other spelling on to it before anything is rendered, so that `/RESULTS/004/CARDS/`
 * costs no render of its own, and a page's canonical link never repeats a padded id.
 */
export function canonicalPath(pathname: string): string | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const path = buildPath(match.key, match.locale, match.params);
  return matchRoute(path)?.key === match.key ? path : null;
}

/**
 * Where an old English address (a German path under /en, e.g. /en/datenschutz) now is
 * (/en/privacy); null for every other path. The server answers such an address with a permanent
 * redirect, the app's not-found page moves on to it.
 */
export function movedPath(pathname: string): string | null {
  if (localeOf(pathname) !== 'en' || matchRoute(pathname)) return null;
  const old = bestMatch(MOVED_EN, partsOf(pathname));
  return old ? buildPath(old.key, 'en', old.params) : null;
}

/**
 * The same page in the given language (its twin, e.g. /datenschutz ⇄ /en/privacy). A path that is
 * no page keeps its rest and only changes the prefix, so the other language says "not found" too.
 */
export function twinPath(pathname: string, locale: Locale): string {
  const match = matchRoute(movedPath(pathname) ?? pathname);
  if (match) return buildPath(match.key, locale, match.params);
  return withLocale(pathname, locale);
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
