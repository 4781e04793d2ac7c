import { LOCALES } from '@shared/locales';
import { PAGES, type PageEntry, type PageKey } from '@shared/pages';
import { buildPath } from '@shared/routes';
import { type RouteHandle, routes } from '@web/app/routes';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

// The router is built from the page table (src/shared/pages.ts): each row's page answers its path
// in both languages, below the guard and the layout the row names.

/** What the matched routes say about a path: the page module, the guard's requirement, the layout. */
function routeOf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const handles = matches.map(({ route }) => route.handle as RouteHandle | undefined);
  const guard = matches
    .map(({ route }: { route: RouteObject }) => route.element)
    .find((element) => isValidElement<{ requirement?: unknown }>(element) && element.props.requirement);
  return {
    module: handles.at(-1)?.module,
    live: handles.some((handle) => handle?.module === 'src/web/app/ApiLayout.tsx'),
    requirement: isValidElement<{ requirement?: unknown }>(guard) ? guard.props.requirement : undefined,
  };
}

const requirementOf = (access: PageEntry['access']) =>
  access === 'anyone'
    ? undefined
    : access === 'guest' || access === 'user'
      ? { kind: access }
      : { kind: 'rank', role: access };

describe('the page table', () => {
  const keys = Object.keys(PAGES) as PageKey[];

  it('gives every page its path in both languages, below its guard and layout', () => {
    expect(keys.length).toBeGreaterThanOrEqual(40);
    for (const key of keys) {
      const page: PageEntry = PAGES[key];
      for (const locale of LOCALES) {
        const path = buildPath(key, locale, { id: 7, eventId: 7, cageId: 3, resultId: 7, season: 2026 });
        expect({ key, locale, ...routeOf(path) }).toEqual({
          key,
          locale,
          module: `src/web/app/pages/${page.module}.tsx`,
          live: page.layout === 'live',
          requirement: requirementOf(page.access),
        });
      }
    }
  });

  it('answers an unknown path below a role’s pages with not found, behind that role’s guard', () => {
    expect(routeOf('/admin/nothing-here')).toEqual({
      module: 'src/web/app/pages/NotFoundPage.tsx',
      live: true,
      requirement: { kind: 'rank', role: 'ADMIN' },
    });
    // The role's bare segment too, which matched no page before and showed an empty page.
    for (const [path, role] of [
      ['/judge', 'JUDGE'],
      ['/breeder/', 'BREEDER'],
      ['/en/admin', 'ADMIN'],
    ] as const)
      expect(routeOf(path), path).toEqual({
        module: 'src/web/app/pages/NotFoundPage.tsx',
        live: true,
        requirement: { kind: 'rank', role },
      });
    expect(routeOf('/en/nothing-here')).toMatchObject({
      module: 'src/web/app/pages/NotFoundPage.tsx',
      requirement: undefined,
    });
  });

  it('keeps the work catalog’s pages below the Apollo layout', () => {
    for (const key of keys) if (PAGES[key].catalog === 'work') expect(PAGES[key].layout, key).toBe('live');
  });
});
