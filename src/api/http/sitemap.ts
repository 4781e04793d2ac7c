import type { Locale } from '../../shared/locales.ts';
import { PAGES, type PageEntry, type PageSearch } from '../../shared/pages.ts';
import type { RouteKey } from '../../shared/routes.ts';
import type { Database } from '../db/connection.ts';
import { selectSitemapEvents } from '../db/sitemap.ts';
import { escapeHtml } from './headHtml.ts';
import { routeUrls } from './pageHead.ts';

/** A sitemap file may list at most 50,000 addresses. */
const MAX_URLS = 50_000;
/** The pages search engines are to find, by the page table's `search` (src/shared/pages.ts). */
const pagesFound = (search: PageSearch) =>
  (Object.keys(PAGES) as RouteKey[]).filter((key) => (PAGES[key] as PageEntry).search === search);
const SITE_PAGES = pagesFound('site');
const EVENT_PAGES = pagesFound('event');
/** An ended event's results, in every view. */
const RESULT_PAGES = pagesFound('results');

/**
 * /sitemap.xml: the pages search engines are to find (home, events, results, imprint, privacy,
 * each event with its cage assignment, each ended event's results) in German and English, each
 * naming its twin with hreflang alternates. Newest events first, so that a site beyond the limit
 * leaves out the oldest.
 */
export async function buildSitemap(db: Database, publicUrl: string): Promise<string> {
  const pagesPerEvent = (EVENT_PAGES.length + RESULT_PAGES.length) * 2;
  const events = await selectSitemapEvents(
    db,
    Math.floor((MAX_URLS - SITE_PAGES.length * 2) / pagesPerEvent),
  );
  const pages: Record<Locale, string>[] = SITE_PAGES.map((key) => routeUrls(publicUrl, key));
  for (const event of events) {
    const keys = event.status === 'ENDED' ? [...EVENT_PAGES, ...RESULT_PAGES] : EVENT_PAGES;
    for (const key of keys) pages.push(routeUrls(publicUrl, key, { id: event.id, resultId: event.id }));
  }
  const entries = pages.flatMap((urls) => {
    const links = [
      ...Object.entries(urls).map(([locale, url]) => alternate(locale, url)),
      alternate('x-default', urls.de),
    ].join('');
    return Object.values(urls).map((url) => `<url><loc>${escapeHtml(url)}</loc>${links}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function alternate(hreflang: string, url: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(url)}"/>`;
}

/** robots.txt as the app ships it, plus where the sitemap is (an absolute address, as crawlers need). */
export function robotsTxt(base: string | undefined, publicUrl: string): string {
  const rules = base?.trim() || 'User-agent: *\nAllow: /';
  return `${rules}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
