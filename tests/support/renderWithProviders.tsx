import { LOCALES, localeOfPath } from '@shared/locales';
import { render } from '@testing-library/react';
import { AppProviders } from '@web/app/AppProviders';
import { routes as appRoutes } from '@web/app/routes';
import { activateLocale, loadCatalog } from '@web/lib/i18n/i18n';
import type { SessionUser } from '@web/lib/session/session';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

export interface RenderOptions {
  /** The URL to start at; its prefix decides the locale. */
  path?: string;
  /** A signed-in user; logged out without one. */
  user?: SessionUser;
}

async function prepareLocale(path: string): Promise<void> {
  // Both real catalogs up front, so that switching language in a test is synchronous.
  await Promise.all(LOCALES.map(loadCatalog));
  await activateLocale(localeOfPath(path));
}

function renderRouter(routes: RouteObject[], { path = '/', user }: RenderOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders user={user} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Renders `ui` with every provider, inside a router at `path` (any path renders `ui`). */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  await prepareLocale(options.path ?? '/');
  return renderRouter([{ path: '*', element: ui }], options);
}

/** Renders the app's real route table (shell and lazy pages) at `path`. */
export async function renderRoute(path: string, options: Omit<RenderOptions, 'path'> = {}) {
  await prepareLocale(path);
  return renderRouter(appRoutes, { ...options, path });
}
