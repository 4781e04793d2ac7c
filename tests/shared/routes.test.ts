import { LOCALES } from '@shared/locales.ts';
import {
  buildPath,
  canonicalPath,
  matchRoute,
  movedPath,
  ROUTES,
  type RouteKey,
  twinPath,
} from '@shared/routes.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const KEYS = Object.keys(ROUTES) as RouteKey[];
const PARAMS = { id: 1, eventId: 2, cageId: 3, resultId: 4, season: 2026 };

describe('the route patterns', () => {
  it('match each page in German and under /en, as the router does', () => {
    expect(matchRoute('/')).toEqual({ key: 'home', locale: 'de', params: {} });
    expect(matchRoute('/en')).toEqual({ key: 'home', locale: 'en', params: {} });
    expect(matchRoute('/en/')).toEqual({ key: 'home', locale: 'en', params: {} });
    expect(matchRoute('/event/')).toMatchObject({ key: 'events', locale: 'de' });
    expect(matchRoute('/EN/Event/7')).toEqual({ key: 'eventDetail', locale: 'en', params: { id: '7' } });
    expect(matchRoute('/results/7/bestBreeder')).toMatchObject({
      key: 'resultBestBreeder',
      params: { resultId: '7' },
    });
  });

  it('give the legal pages English paths in English and German ones in German', () => {
    expect(matchRoute('/datenschutz')).toEqual({ key: 'privacy', locale: 'de', params: {} });
    expect(matchRoute('/en/privacy')).toEqual({ key: 'privacy', locale: 'en', params: {} });
    expect(matchRoute('/impressum')).toEqual({ key: 'impressum', locale: 'de', params: {} });
    expect(matchRoute('/en/imprint/')).toEqual({ key: 'impressum', locale: 'en', params: {} });
    // Each language has only its own paths: no English word without /en, no German one under it.
    for (const path of ['/privacy', '/imprint', '/en/datenschutz', '/en/impressum'])
      expect(matchRoute(path)).toBeNull();
  });

  it('prefer a static segment to a parameter', () => {
    expect(matchRoute('/judge/event/3/cages')).toMatchObject({ key: 'judgeCages', params: { eventId: '3' } });
    expect(matchRoute('/judge/event/3/17')).toMatchObject({
      key: 'judgeCage',
      params: { eventId: '3', cageId: '17' },
    });
    // A season's championship is no event's results, and an event's views stay theirs.
    expect(matchRoute('/en/results/season/2026')).toMatchObject({
      key: 'resultSeason',
      params: { season: '2026' },
    });
    expect(matchRoute('/results/season')).toMatchObject({ key: 'resultDetail' });
    expect(matchRoute('/results/4/list')).toMatchObject({ key: 'resultList', params: { resultId: '4' } });
  });

  it('count the old spelling of the cage page as that page', () => {
    expect(matchRoute('/admin/cage-assign12')).toMatchObject({
      key: 'adminCageAssign',
      params: { eventId: '12' },
    });
  });

  it('find nothing for paths that are no page', () => {
    for (const path of ['/gibt-es-nicht', '/en/en/event', '/event/1/2/3', '/admin', '/event//cages', '//'])
      expect(matchRoute(path)).toBeNull();
  });

  it('put every English path under /en, with the same parameters as the German one', () => {
    for (const key of KEYS) {
      const { de, en } = ROUTES[key];
      expect(en).toMatch(/^\/en\//);
      expect(de).not.toMatch(/^\/en(\/|$)/);
      const params = (pattern: string) => pattern.match(/:\w+/g) ?? [];
      expect({ key, params: params(en) }).toEqual({ key, params: params(de) });
    }
  });

  it('build links with encoded parameters in either language, and every path matches itself', () => {
    expect(buildPath('eventCages', 'en', { id: 'a/b' })).toBe('/en/event/a%2Fb/cages');
    expect(buildPath('home', 'en')).toBe('/en/');
    expect(buildPath('privacy', 'de')).toBe('/datenschutz');
    expect(buildPath('privacy', 'en')).toBe('/en/privacy');
    expect(buildPath('impressum', 'en')).toBe('/en/imprint');
    for (const key of KEYS)
      for (const locale of LOCALES) {
        const path = buildPath(key, locale, PARAMS);
        expect({ path, match: matchRoute(path) }).toMatchObject({ match: { key, locale } });
      }
  });
});

describe('the twin of a page', () => {
  it('is the same page under the path of the other language', () => {
    expect(twinPath('/datenschutz', 'en')).toBe('/en/privacy');
    expect(twinPath('/en/privacy', 'de')).toBe('/datenschutz');
    expect(twinPath('/impressum', 'en')).toBe('/en/imprint');
    expect(twinPath('/en/imprint', 'de')).toBe('/impressum');
    expect(twinPath('/en/event/7/cages', 'de')).toBe('/event/7/cages');
    expect(twinPath('/results/a%2Fb/list', 'en')).toBe('/en/results/a%2Fb/list');
    expect(twinPath('/', 'en')).toBe('/en/');
    expect(twinPath('/en', 'de')).toBe('/');
  });

  it('of an old English address is the German page; a path that is no page only changes its prefix', () => {
    expect(twinPath('/en/datenschutz', 'de')).toBe('/datenschutz');
    expect(twinPath('/gibt-es-nicht', 'en')).toBe('/en/gibt-es-nicht');
    expect(twinPath('/en/whatever', 'de')).toBe('/whatever');
  });

  it('is found for every page in both directions', () => {
    for (const key of KEYS) {
      const [de, en] = LOCALES.map((locale) => buildPath(key, locale, PARAMS));
      expect({ key, twin: twinPath(de, 'en') }).toEqual({ key, twin: en });
      expect({ key, twin: twinPath(en, 'de') }).toEqual({ key, twin: de });
    }
  });
});

describe('old English addresses', () => {
  it('lead from the German path under /en to the English path', () => {
    expect(movedPath('/en/datenschutz')).toBe('/en/privacy');
    expect(movedPath('/en/Datenschutz/')).toBe('/en/privacy');
    expect(movedPath('/en/impressum')).toBe('/en/imprint');
  });

  it('are only those: current pages, German pages and paths that never were one stay', () => {
    for (const path of ['/en/privacy', '/datenschutz', '/impressum', '/en/event', '/en/whatever', '/en/'])
      expect({ path, moved: movedPath(path) }).toEqual({ path, moved: null });
  });
});

describe('the one spelling of a page', () => {
  it('is the pattern’s case, ids without leading zeros, no trailing slash but the English home’s', () => {
    expect(canonicalPath('/RESULTS/004/CARDS/')).toBe('/results/4/cards');
    expect(canonicalPath('/rEsults/000000004/cards')).toBe('/results/4/cards');
    expect(canonicalPath('/en')).toBe('/en/');
    expect(canonicalPath('/EN/Event/0')).toBe('/en/event/0');
    expect(canonicalPath('/judge/event/01/cages')).toBe('/judge/event/1/cages');
    expect(canonicalPath('/admin/cage-assign5')).toBe('/admin/cage-assign/5');
    for (const key of KEYS)
      for (const locale of LOCALES) {
        const path = buildPath(key, locale, PARAMS);
        expect({ path, canonical: canonicalPath(path) }).toEqual({ path, canonical: path });
      }
  });

  it('is none for a path that is no page, or whose spelling would name another page', () => {
    expect(canonicalPath('/gibt-es-nicht')).toBeNull();
    expect(canonicalPath('/judge/event/1/%63ages')).toBeNull();
  });

  it('is its own one spelling, for any path (so a redirect to it never loops)', () => {
    const segment = fc.oneof(
      fc.constantFrom('en', 'EN', 'results', 'Results', 'event', 'cages', 'judge', 'cards', 'admin', ''),
      fc.stringMatching(/^0{0,4}\d{1,4}$/),
      fc.string({ maxLength: 6 }).map(encodeURIComponent),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const canonical = canonicalPath(`/${segments.join('/')}`);
        if (canonical !== null) expect(canonicalPath(canonical)).toBe(canonical);
      }),
      { numRuns: 2_000 },
    );
  });
});
