import { localeOfPath } from '@shared/locales';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { App } from './app/App';
import { forgetReloadOnceStarted, listenForMissingCode } from './app/errors/missingCode';
import { routes } from './app/routes';
import { activateLocale } from './lib/i18n/i18n';
import { initialLocaleRedirect } from './lib/i18n/initialLocaleRedirect';
import { readLocaleCookie, writeLocaleCookie } from './lib/i18n/localeCookie';
import { warmIntlData } from './lib/i18n/warmIntlData';
import { runOutboxForJudges } from './lib/outbox/outboxSession';
import { listenForInstallOffer } from './lib/pwa/installOffer';
import { restoreSession } from './lib/session/restoreSession';
import { followOtherTabs } from './lib/session/sessionStore';
import { loadMatchedRoutes } from './lib/ssr/loadMatchedRoutes';
import { readPageState } from './lib/ssr/pageState';

/**
 * Starts the app on the page: takes a page the server rendered (src/web/entry-server.tsx) over as
 * it is, with the same data and code and nothing painted twice, or paints the app anew into the
 * service worker's empty app shell.
 */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root')!;
  // A page's code that cannot be loaded (a new version was deployed meanwhile) loads the page anew.
  listenForMissingCode();
  // First visit to `/`: the browser's languages pick the locale; a remembered choice wins.
  const decision = initialLocaleRedirect({
    pathname: window.location.pathname,
    cookieLocale: readLocaleCookie(),
    languages: navigator.languages ?? [navigator.language],
  });
  if (decision.remember) writeLocaleCookie(decision.remember);
  if (decision.redirectTo) {
    window.history.replaceState(
      null,
      '',
      `${decision.redirectTo}${window.location.search}${window.location.hash}`,
    );
  }
  // A first visit sent on to the English home page was rendered in German: that one is painted anew.
  const rendered = !decision.redirectTo && root.firstChild ? readPageState() : null;

  // A stored token is turned into the logged-in user while the first page loads; the
  // guards wait for it, the header shows the name once it is there.
  void restoreSession();
  // A login or logout in another tab of this browser applies here too, at once.
  followOtherTabs();
  // A judge's unsent ratings are sent from whichever page is open, as soon as the judge is known.
  runOutboxForJudges();
  // The browser may offer the installation before the home page (and its hint) has loaded.
  listenForInstallOffer();

  // Meanwhile a worker loads the browser's number and date data, so that the take-over of a rendered
  // page does not stop for it (warmIntlData).
  const locale = localeOfPath(window.location.pathname);
  const intlData = warmIntlData(locale);

  // Only the active catalog is fetched before the first render. If that fails, the locale route's
  // loader tries again and, failing too, shows the error page.
  await activateLocale(locale).catch((error: unknown) => {
    console.error('Could not load the language catalog', error);
  });

  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  let router: ReturnType<typeof createBrowserRouter>;
  if (rendered) {
    // The matched routes' code first: a lazy route still loading would be painted as nothing.
    await Promise.all([loadMatchedRoutes(routes, window.location.pathname), intlData]);
    router = createBrowserRouter(routes, { hydrationData: rendered.router as HydrationState });
    hydrateRoot(root, app(router));
  } else {
    router = createBrowserRouter(routes);
    createRoot(root).render(app(router));
  }
  // Once this first page has loaded, a later page whose code is missing may be loaded anew.
  forgetReloadOnceStarted(router);
}
