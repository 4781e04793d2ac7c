import { type RouteHandle, routes } from '@web/app/routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import scopes from '../../../scripts/catalogScopes.cjs';

// The `work` catalog is loaded with the Apollo layout route (its handle names the catalog): a page
// whose texts are in it, or that may show them, must sit below that route, or its texts would show
// as untranslated ids.

/** Every page module of the route tree, with whether a route above it loads the work catalog. */
function pages(tree: RouteObject[], below = false): { module: string; below: boolean }[] {
  return tree.flatMap((route) => {
    const handle = route.handle as RouteHandle | undefined;
    const loadsWork = handle?.catalog === 'work';
    const own = handle?.module && !loadsWork ? [{ module: handle.module, below }] : [];
    return [...own, ...pages(route.children ?? [], below || loadsWork)];
  });
}

describe('the work catalog', () => {
  const all = pages(routes);

  it('is loaded for every page whose texts are in it, in both languages', () => {
    const work = all.filter(({ module }) => scopes.isWorkSource(module));
    // The admin, judge, breeder, dashboard and profile pages, once per language.
    expect(work.length).toBeGreaterThanOrEqual(2 * 12);
    for (const page of work) expect(page, page.module).toEqual({ module: page.module, below: true });
  });

  it('is not loaded for visitors’ pages: home, events, cages and results', () => {
    const visitors = all.filter(({ module }) =>
      /\/(Home|Events|EventCages|Results|Result[A-Za-z]+|Impressum|Privacy|Login)Page\.tsx$/.test(module),
    );
    expect(visitors.length).toBeGreaterThanOrEqual(2 * 11);
    for (const page of visitors) expect(page, page.module).toEqual({ module: page.module, below: false });
  });
});
