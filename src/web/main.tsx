import { localeOfPath } from '@shared/locales';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './app/mantineStyles';
import './app/global.css';
import { App } from './app/App';
import { routes } from './app/routes';
import { activateLocale } from './lib/i18n/i18n';
import { initialLocaleRedirect } from './lib/i18n/initialLocaleRedirect';
import { readLocaleCookie, writeLocaleCookie } from './lib/i18n/localeCookie';
import { runOutboxForJudges } from './lib/outbox/outboxSession';
import { listenForInstallOffer } from './lib/pwa/installOffer';
import { restoreSession } from './lib/session/restoreSession';

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

// A stored token is turned into the logged-in user while the first page loads; the
// guards wait for it, the header shows the name once it is there.
void restoreSession();
// A judge's unsent ratings are sent from whichever page is open, as soon as the judge is known.
runOutboxForJudges();
// The browser may offer the installation before the home page (and its hint) has loaded.
listenForInstallOffer();

// Only the active catalog is fetched before the first render. If that fails, the locale route's
// loader tries again and, failing too, shows the error page.
await activateLocale(localeOfPath(window.location.pathname)).catch((error: unknown) => {
  console.error('Could not load the language catalog', error);
});

const router = createBrowserRouter(routes);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
