import type { CatalogText } from '../../shared/catalogText.ts';
import { EVENT_TYPE_NAMES } from '../../shared/eventTypes.ts';
import { FORMAT_LOCALES, LOCALES, type Locale } from '../../shared/locales.ts';
import { PAGES, type PageEntry, SITE_TEXTS } from '../../shared/pages.ts';
import { buildPath, matchRoute, type RouteKey } from '../../shared/routes.ts';
import { isSeason } from '../../shared/seasonChampionship.ts';
import { APP_NAME, SHOW_TIME_ZONE } from '../../shared/site.ts';
import type { Database } from '../db/connection.ts';
import { findEventById } from '../db/events.ts';
import type { EventRow } from '../db/schema.ts';
import type { Catalogs } from '../i18n/catalogs.ts';
import { parseId } from '../schema/events/eventAccess.ts';

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
 * The head of the page at `pathname`, from the page table (src/shared/pages.ts): its title and
 * description, and its addresses when search engines are to find it. 404 for a path no page
 * matches and for an event page whose event does not exist; the event pages name the event, its
 * date and place (read from the database), the results pages are found once the event has ended.
 */
export async function describePage(pathname: string, deps: PageHeadDeps): Promise<PageHead> {
  const { catalogs, publicUrl } = deps;
  const match = matchRoute(pathname);
  const locale: Locale = match?.locale ?? (/^\/en(\/|$)/i.test(pathname) ? 'en' : 'de');
  const t = (text: CatalogText, values?: Record<string, unknown>) => catalogs.t(locale, text, values);
  const page = (name: string | null, description: string, urls: PageHead['urls']): PageHead => ({
    status: 200,
    locale,
    title: name ? `${name} · ${APP_NAME}` : APP_NAME,
    shareTitle: name ?? APP_NAME,
    description,
    urls,
  });
  const notFound = (): PageHead => ({
    ...page(t(SITE_TEXTS.notFound), t(SITE_TEXTS.description), null),
    status: 404,
  });
  if (!match) return notFound();

  const entry: PageEntry = PAGES[match.key];
  const urls = routeUrls(publicUrl, match.key, match.params);
  // Accounts and the pages of breeders, judges and admins: nothing to find or to share.
  if (entry.search === false) return page(null, t(SITE_TEXTS.description), null);
  if (entry.search === 'site') {
    const head = page(
      entry.head ? t(entry.head.title) : null,
      t(entry.head?.description ?? SITE_TEXTS.description),
      urls,
    );
    // Home is the site itself: link previews name the site, not "Home".
    return match.key === 'home' ? { ...head, shareTitle: APP_NAME } : head;
  }

  // A season's championship: the season names the page; one outside the range is no page.
  if (entry.search === 'season') {
    const season = Number(match.params.season);
    if (!entry.head || !/^\d+$/.test(match.params.season ?? '') || !isSeason(season)) return notFound();
    return page(
      t(entry.head.title, { season }),
      t(entry.head.description ?? SITE_TEXTS.description, { season }),
      urls,
    );
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
  const eventText = t(SITE_TEXTS.eventFacts, facts);

  // The event's own page: its title, and its type, date and place before its own text.
  if (!entry.head) {
    const description = shorten([eventText, event.description?.trim()].filter(Boolean).join(' '));
    return {
      ...page(event.title, description, urls),
      structuredData: eventStructuredData(event, description, urls[locale], locale, publicUrl),
    };
  }
  const name = `${t(entry.head.title)} · ${event.title}`;
  // Results exist once the event has ended; before, the page says so and is not indexed.
  if (entry.search === 'results' && event.status !== 'ENDED') return page(name, eventText, null);
  return page(name, t(entry.head.description ?? SITE_TEXTS.eventFacts, facts), urls);
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
