import { localeOfPath, withLocale } from '@shared/locales';
import { useEffect } from 'react';
import classes from './ErrorPage.module.css';
import { isBot } from './isBot';
import { reloadAt } from './reloadAt';

/** How long the message stays before the user is sent home, once the page has loaded. */
export const ERROR_REDIRECT_DELAY_MS = 2000;

// Both languages at once and no Lingui: the catalogs may be what failed. The association's wording, verbatim.
const TEXT = {
  de: {
    title: 'Fehler',
    failed: 'Es ist ein Fehler aufgetreten. Bitte versuchen sie die Seite neu zu laden',
    persists: 'Sollte das Problem weiterhin bestehen, wenden sie sich bitte an den Verantwortlichen',
    home: 'Zur Startseite',
  },
  en: {
    title: 'Error',
    failed: 'An error has occurred. Please try reloading the page',
    persists: 'If the problem persists, please contact the person responsible',
    home: 'Go to the home page',
  },
} as const;

function whenLoaded(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/** The page for any unhandled error: both languages, then home; nothing at all for bots. */
export function ErrorPage() {
  const bot = isBot(navigator.userAgent);
  const home = withLocale('/', localeOfPath(window.location.pathname));

  useEffect(() => {
    // Already home: reloading it would only loop on the same error.
    if (bot || window.location.pathname === home) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = whenLoaded(() => {
      timer = setTimeout(() => reloadAt(home), ERROR_REDIRECT_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [bot, home]);

  if (bot) return null;
  return (
    <div className={classes.page}>
      <main className={classes.card}>
        <h1 className={classes.title}>
          <span lang="de">{TEXT.de.title}</span> / <span lang="en">{TEXT.en.title}</span>
        </h1>
        {(['de', 'en'] as const).map((lang) => (
          <div key={lang} lang={lang} className={classes.block}>
            <p>{TEXT[lang].failed}</p>
            <p>{TEXT[lang].persists}</p>
            <a className={classes.link} href={home}>
              {TEXT[lang].home}
            </a>
          </div>
        ))}
      </main>
    </div>
  );
}
