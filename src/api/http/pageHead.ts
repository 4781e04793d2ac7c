import { EVENT_TYPE_NAMES } from '../../shared/eventTypes.ts';
import { FORMAT_LOCALES, LOCALES, type Locale } from '../../shared/locales.ts';
import { buildPath, matchRoute, type RouteKey } from '../../shared/routes.ts';
import { APP_NAME, SHOW_TIME_ZONE } from '../../shared/site.ts';
import type { Database } from '../db/connection.ts';
import { findEventById } from '../db/events.ts';
import type { EventRow } from '../db/schema.ts';
import type { Catalogs } from '../i18n/catalogs.ts';
import { parseId } from '../schema/events/eventAccess.ts';

/**
 * The German source texts the server writes into page heads. The web declares the same texts with
 * `msg` (src/web/config/pageHeadTexts.ts), so that `npm run extract` keeps them in the catalogs
 * and they get translated like every other text; the server looks them up there by this text.
 * Change a text in both places (tests/api/pageHead.test.ts checks that each is translated).
 */
export const HEAD_TEXTS = {
  siteDescription:
    'Die Taubenschauen des Verbandes: alle Events, die Käfigzuweisung und die Ergebnisse – und die Anmeldung Ihrer Tauben.',
  homeTitle: 'Startseite',
  eventsTitle: 'Events',
  eventsDescription: 'Alle Schauen des Verbandes mit Datum, Ort und Anmeldeschluss: jetzt Tauben anmelden.',
  eventDescription: '{eventType} am {date} in {place}.',
  cagesTitle: 'Käfigzuweisung',
  cagesDescription:
    'Die Käfigzuweisung der Schau {title} am {date} in {place}: welche Taube in welchem Käfig steht.',
  resultsTitle: 'Ergebnisse',
  resultsDescription:
    'Die Ergebnisse der Schauen des Verbandes: Klassenlisten, Käfigkarten, Züchterwertung und Schausieger.',
  resultSummaryDescription:
    'Die Ergebnisse der Schau {title} am {date} in {place}: Schausieger, Klassenlisten, Käfigkarten und Züchterwertung.',
  resultViewDescription: '{view} der Schau {title} am {date} in {place}.',
  resultList: 'Ergebnisliste',
  resultCards: 'Käfigkarten',
  resultBreeders: 'Ergebnisse je Züchter',
  resultBestBreeder: 'Bester Züchter',
  impressumTitle: 'Impressum',
  impressumDescription: 'Impressum des Verbandes: Anschrift, Vertretung, Registereintrag und Kontakt.',
  privacyTitle: 'Datenschutz',
  privacyDescription:
    'Welche Daten die Taubenschau speichert, wozu und wie lange – und welche Rechte Sie haben.',
  notFoundTitle: 'Seite nicht gefunden',
} as const;

/** What the server puts into a page's <head>, and the status the page is answered with. */
export interface PageHead {
  status: 200 | 404;
  locale: Locale;
  /** The document title, as the app sets it: "<page> · Taubenschau". */
  title: string;
  /** The page's own name for link previews (og:title); the site's name goes in og:site_name. */
  shareTitle: string;
  description: string;
  /**
   * The page in each language, absolute: canonical, hreflang and og:url. Null for pages that are
   * not to be indexed (accounts, roles' pages, results not yet out, not found).
   */
  urls: Record<Locale, string> | null;
  /** schema.org data about the page, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

export interface PageHeadDeps {
  db: Database;
  catalogs: Catalogs;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

/** The image link previews show: the app icon (a PNG, as messengers do not show SVG). */
export const SHARE_IMAGE = { path: '/icons/icon-512.png', width: 512, height: 512 } as const;

const RESULT_VIEWS: Partial<Record<RouteKey, keyof typeof HEAD_TEXTS>> = {
  resultList: 'resultList',
  resultCards: 'resultCards',
  resultBreeders: 'resultBreeders',
  resultBestBreeder: 'resultBestBreeder',
};

const DESCRIPTION_MAX = 200;

/** The absolute address of a route in each language (its English path for English). */
export function routeUrls(
  publicUrl: string,
  key: RouteKey,
  params?: Record<string, string | number>,
): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, `${publicUrl}${buildPath(key, locale, params)}`]),
  ) as Record<Locale, string>;
}

/**
 * The head of the page at `pathname`: 404 for a path no route matches and for an event page whose
 * event does not exist; the event pages name the event, its date and place (read from the database).
 */
export async function describePage(pathname: string, deps: PageHeadDeps): Promise<PageHead> {
  const { catalogs, publicUrl } = deps;
  const match = matchRoute(pathname);
  const locale: Locale = match?.locale ?? (/^\/en(\/|$)/i.test(pathname) ? 'en' : 'de');
  const t = (message: string, values?: Record<string, unknown>) => catalogs.t(locale, message, values);
  const page = (name: string | null, description: string, urls: PageHead['urls']): PageHead => ({
    status: 200,
    locale,
    title: name ? `${name} · ${APP_NAME}` : APP_NAME,
    shareTitle: name ?? APP_NAME,
    description,
    urls,
  });
  const notFound = (): PageHead => ({
    ...page(t(HEAD_TEXTS.notFoundTitle), t(HEAD_TEXTS.siteDescription), null),
    status: 404,
  });
  if (!match) return notFound();

  const urls = routeUrls(publicUrl, match.key, match.params);
  switch (match.key) {
    case 'home':
      return { ...page(t(HEAD_TEXTS.homeTitle), t(HEAD_TEXTS.siteDescription), urls), shareTitle: APP_NAME };
    case 'events':
      return page(t(HEAD_TEXTS.eventsTitle), t(HEAD_TEXTS.eventsDescription), urls);
    case 'results':
      return page(t(HEAD_TEXTS.resultsTitle), t(HEAD_TEXTS.resultsDescription), urls);
    case 'impressum':
      return page(t(HEAD_TEXTS.impressumTitle), t(HEAD_TEXTS.impressumDescription), urls);
    case 'privacy':
      return page(t(HEAD_TEXTS.privacyTitle), t(HEAD_TEXTS.privacyDescription), urls);
    case 'eventDetail':
    case 'eventCages':
    case 'resultDetail':
    case 'resultList':
    case 'resultCards':
    case 'resultBreeders':
    case 'resultBestBreeder':
      break;
    default:
      // Accounts and the pages of breeders, judges and admins: nothing to find or to share.
      return page(null, t(HEAD_TEXTS.siteDescription), null);
  }

  const id = parseId(match.params.id ?? match.params.resultId ?? '');
  const event = id === null ? undefined : await findEventById(deps.db, id);
  if (!event) return notFound();
  const facts = {
    title: event.title,
    eventType: t(EVENT_TYPE_NAMES[event.eventType]),
    date: formatShowDate(event.eventStart, locale),
    place: event.city,
  };
  const eventText = t(HEAD_TEXTS.eventDescription, facts);

  if (match.key === 'eventDetail') {
    const description = shorten([eventText, event.description?.trim()].filter(Boolean).join(' '));
    return {
      ...page(event.title, description, urls),
      structuredData: eventStructuredData(event, description, urls[locale], locale, publicUrl),
    };
  }
  if (match.key === 'eventCages')
    return page(`${t(HEAD_TEXTS.cagesTitle)} · ${event.title}`, t(HEAD_TEXTS.cagesDescription, facts), urls);

  // Results exist once the event has ended; before, the page says so and is not indexed.
  const published = event.status === 'ENDED';
  const view = RESULT_VIEWS[match.key];
  const name = `${view ? t(HEAD_TEXTS[view]) : t(HEAD_TEXTS.resultsTitle)} · ${event.title}`;
  if (!published) return page(name, eventText, null);
  const description = view
    ? t(HEAD_TEXTS.resultViewDescription, { ...facts, view: t(HEAD_TEXTS[view]) })
    : t(HEAD_TEXTS.resultSummaryDescription, facts);
  return page(name, description, urls);
}

/** A show's date as the page shows it, in the association's time zone ("17. Mai 2026"). */
function formatShowDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALES[locale], {
    dateStyle: 'long',
    timeZone: SHOW_TIME_ZONE,
  }).format(date);
}

/** Link previews and search results show about 160–200 characters: cut at a word, with an ellipsis. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** schema.org `Event`: search engines show the name, date and place of the show. */
function eventStructuredData(
  event: EventRow,
  description: string,
  url: string,
  locale: Locale,
  publicUrl: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description,
    startDate: event.eventStart.toISOString(),
    // schema.org knows no "ended": a show that took place as planned stays scheduled.
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.city,
      address: {
        '@type': 'PostalAddress',
        streetAddress: `${event.street} ${event.houseNumber}`.trim(),
        postalCode: event.zipCode,
        addressLocality: event.city,
        addressCountry: event.country,
      },
    },
    image: [`${publicUrl}${SHARE_IMAGE.path}`],
    url,
    inLanguage: locale,
    organizer: { '@type': 'Organization', name: APP_NAME, url: `${publicUrl}/` },
  };
}
