import { buildPath, matchRoute, ROUTES } from '@shared/routes.ts';
import { describe, expect, it } from 'vitest';

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

  it('prefer a static segment to a parameter', () => {
    expect(matchRoute('/judge/event/3/cages')).toMatchObject({ key: 'judgeCages', params: { eventId: '3' } });
    expect(matchRoute('/judge/event/3/17')).toMatchObject({
      key: 'judgeCage',
      params: { eventId: '3', cageId: '17' },
    });
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

  it('build links with encoded parameters in either language, and every pattern matches itself', () => {
    expect(buildPath(ROUTES.eventCages, 'en', { id: 'a/b' })).toBe('/en/event/a%2Fb/cages');
    expect(buildPath(ROUTES.home, 'en')).toBe('/en/');
    for (const [key, pattern] of Object.entries(ROUTES)) {
      const path = buildPath(pattern, 'de', { id: 1, eventId: 2, cageId: 3, resultId: 4 });
      expect(matchRoute(path)?.key).toBe(key);
    }
  });
});
