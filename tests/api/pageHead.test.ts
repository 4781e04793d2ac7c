import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertEvent } from '@api/db/events.ts';
import { loadCatalogs } from '@api/i18n/catalogs.ts';
import { LOCALES } from '@shared/locales.ts';
import { PAGES, type PageEntry, SITE_TEXTS } from '@shared/pages';
import { rawRequest } from '@tests/support/apiHttp.ts';
import { startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PUBLIC_URL = 'https://taubenschau.example';
// As Vite builds it: the app's own title and description, replaced per page.
const INDEX_HTML = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Taubenschau – die Schau der schönsten Tauben des Landes."
    />
    <title>Taubenschau</title>
    <script type="module" crossorigin src="/assets/index-Bx9f3k2a.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const HTML = { accept: 'text/html,application/xhtml+xml' };

/** The attribute values of the tags in `html` that match, e.g. every hreflang link's href. */
function contents(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1]);
}
const meta = (html: string, key: string) =>
  contents(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, 'g'));
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );

function jsonLd(html: string): Record<string, unknown> {
  const [script] = contents(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return JSON.parse(script) as Record<string, unknown>;
}

/** What a browser sends when a link on a page of this site is followed. */
const followedLink = {
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};

describe('pages as crawlers and link previews see them', () => {
  let server: TestServer;
  let distDir: string;
  let show: number;
  let ended: number;
  const get = (path: string) => rawRequest(server.url, path, { headers: HTML });

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'taubenschau-dist-'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    mkdirSync(join(distDir, 'icons'));
    writeFileSync(join(distDir, 'icons', 'icon-512.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    server = await startTestServer({ staticRoot: distDir, env: { PUBLIC_URL } });
    const place = {
      country: 'DE',
      city: 'Leipzig',
      street: 'Messe-Allee',
      houseNumber: '1',
      zipCode: '04356',
    };
    show = (
      await insertEvent(server.database.db, {
        ...place,
        title: 'Bundesschau <Leipzig> 2026',
        eventType: 'NATIONAL',
        description: 'Die größte Schau des Jahres.',
        registrationDeadline: new Date('2026-05-01T22:00:00Z'),
        eventStart: new Date('2026-05-16T23:30:00Z'),
      })
    ).id;
    ended = (
      await insertEvent(server.database.db, {
        ...place,
        city: 'Hannover',
        title: 'Herbstschau Hannover',
        eventType: 'REGIONAL',
        status: 'ENDED',
        registrationDeadline: new Date('2025-09-01T10:00:00Z'),
        eventStart: new Date('2025-10-04T08:00:00Z'),
      })
    ).id;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/en/',
    '/event',
    '/en/event',
    '/results',
    '/en/results',
    '/impressum',
    '/en/imprint',
    '/datenschutz',
    '/en/privacy',
    '/login',
    '/en/signIn/email',
    '/dashboard',
    '/admin/roles',
    '/en/admin/event/12/edit',
    '/judge/event/3/cages',
    '/judge/event/3/17',
  ])('answers the page %s with 200 and the app', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('<div id="root"></div>');
  });

  it('answers the pages of an existing event with 200, in both languages', async () => {
    for (const path of [
      `/event/${show}`,
      `/en/event/${show}/cages`,
      `/results/${ended}`,
      `/en/results/${ended}/list`,
    ])
      expect((await get(path)).status).toBe(200);
  });

  it.each([
    '/gibt-es-nicht',
    '/en/whatever',
    '/en/en/event',
    '/privacy',
    '/event/1/2/3',
    '/admin/nothing',
    '/no/such/page.html',
    '/event/999999',
    '/en/event/abc',
    '/results/999999/cards',
  ])('answers %s with 404 and the app, which shows its not-found page', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body.toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Bx9f3k2a.js"></script>');
    expect(meta(html, 'robots')).toEqual(['noindex']);
    expect(html).not.toContain('rel="canonical"');
  });

  it('writes the English privacy page under its English path, pointing back to /datenschutz', async () => {
    const res = await get('/en/privacy');
    expect(res.status).toBe(200);
    const html = res.body.toString();
    expect(html).toContain('<html lang="en">');
    expect(contents(html, /<title>([^<]*)<\/title>/g)).toEqual(['Privacy · Taubenschau']);
    expect(meta(html, 'description')[0]).toMatch(/^Which data/);
    expect(contents(html, /<link rel="canonical" href="([^"]+)">/g)).toEqual([`${PUBLIC_URL}/en/privacy`]);
    expect(alternates(html)).toEqual({
      de: `${PUBLIC_URL}/datenschutz`,
      en: `${PUBLIC_URL}/en/privacy`,
      'x-default': `${PUBLIC_URL}/datenschutz`,
    });
    expect(meta(html, 'og:url')).toEqual([`${PUBLIC_URL}/en/privacy`]);
    expect(meta(html, 'robots')).toEqual([]);

    // The German page names the same twin.
    const german = (await get('/datenschutz')).body.toString();
    expect(german).toContain('<html lang="de">');
    expect(contents(german, /<link rel="canonical" href="([^"]+)">/g)).toEqual([`${PUBLIC_URL}/datenschutz`]);
    expect(alternates(german).en).toBe(`${PUBLIC_URL}/en/privacy`);
  });

  it('gives the imprint the English path /en/imprint, twin of /impressum', async () => {
    const html = (await get('/en/imprint')).body.toString();
    expect(contents(html, /<link rel="canonical" href="([^"]+)">/g)).toEqual([`${PUBLIC_URL}/en/imprint`]);
    expect(alternates(html)).toMatchObject({ de: `${PUBLIC_URL}/impressum`, en: `${PUBLIC_URL}/en/imprint` });
  });

  it("sends a first visit to / on to the visitor's language: the cookie first, then the browser's", async () => {
    const home = (headers: Record<string, string>) =>
      rawRequest(server.url, '/?from=mail', { headers: { ...HTML, ...headers } });
    const english = await home({ 'accept-language': 'en-GB,en;q=0.9,de;q=0.8' });
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe('/en/?from=mail');
    expect(String(english.headers.vary)).toContain('Accept-Language');
    // The first visit's language is remembered for a year, as the app does it; the site is https,
    // so the cookie never goes over a plain connection.
    expect(String(english.headers['set-cookie'])).toBe(
      'locale=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    // German first, no language at all, or a remembered German choice: the German home page.
    expect((await home({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).status).toBe(200);
    expect((await home({})).status).toBe(200);
    expect((await home({ 'accept-language': 'en-US', cookie: 'locale=de' })).status).toBe(200);
    expect((await home({ 'accept-language': 'de', cookie: 'x=1; locale=en' })).headers.location).toBe(
      '/en/?from=mail',
    );
    // Weights count, not the order of the header.
    expect((await home({ 'accept-language': 'de;q=0.5, en;q=0.9' })).status).toBe(302);
    // A link followed on the site (the language links without script) is a choice of German, and
    // remembered as one, so that the app does not send the visitor back to English.
    const chosen = await home({ 'accept-language': 'en', cookie: 'locale=en', ...followedLink });
    expect(chosen.status).toBe(200);
    expect(String(chosen.headers['set-cookie'])).toMatch(/^locale=de;/);
    expect((await home({ 'accept-language': 'en', 'sec-fetch-site': 'cross-site' })).status).toBe(302);
  });

  it('remembers a language chosen by a link on the site, not one reached from elsewhere', async () => {
    const visit = (path: string, headers: Record<string, string>) =>
      rawRequest(server.url, path, { headers: { ...HTML, ...headers } });
    const cookieOf = (res: { headers: Record<string, unknown> }) => res.headers['set-cookie'] ?? [];
    // The header's language link without script: from a German page to its English twin.
    const english = await visit(`/en/event/${show}`, { cookie: 'locale=de', ...followedLink });
    expect(english.status).toBe(200);
    expect(String(cookieOf(english))).toMatch(/^locale=en;/);
    // And back: German chosen on an English page.
    expect(String(cookieOf(await visit(`/event/${show}`, { cookie: 'locale=en', ...followedLink })))).toMatch(
      /^locale=de;/,
    );
    // A first visitor choosing English is remembered too; German, the default, needs nothing.
    expect(String(cookieOf(await visit('/en/event', followedLink)))).toMatch(/^locale=en;/);
    expect(cookieOf(await visit('/event', followedLink))).toEqual([]);
    // Links within the remembered language change nothing.
    expect(cookieOf(await visit('/en/event', { cookie: 'locale=en', ...followedLink }))).toEqual([]);
    // An address typed, or a link in a mail or a search result, is no choice.
    expect(cookieOf(await visit('/en/event', { cookie: 'locale=de', 'sec-fetch-site': 'none' }))).toEqual([]);
    expect(
      cookieOf(
        await visit('/en/event', { cookie: 'locale=de', ...followedLink, 'sec-fetch-site': 'cross-site' }),
      ),
    ).toEqual([]);
    // A file, or a request that is no navigation, is in no language.
    expect(cookieOf(await visit('/robots.txt', { cookie: 'locale=en', ...followedLink }))).toEqual([]);
    expect(
      cookieOf(await visit('/en/event', { cookie: 'locale=de', ...followedLink, 'sec-fetch-mode': 'cors' })),
    ).toEqual([]);
  });

  it('moves the old English addresses of the legal pages on for good, keeping the query', async () => {
    const privacy = await get('/en/datenschutz');
    expect(privacy.status).toBe(301);
    expect(privacy.headers.location).toBe('/en/privacy');
    const imprint = await get('/en/Impressum/?ref=mail');
    expect(imprint.status).toBe(301);
    expect(imprint.headers.location).toBe('/en/imprint?ref=mail');
    // The redirect leads to a page that exists.
    expect((await get(String(privacy.headers.location))).status).toBe(200);
    // The German pages and the English ones stay where they are.
    for (const path of ['/datenschutz', '/impressum', '/en/privacy'])
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 200 });
  });

  it.each([
    ['/RESULTS/004/CARDS/', '/results/4/cards'],
    ['/rEsults/000000004/cards', '/results/4/cards'],
    ['/en', '/en/'],
    ['/EN/Event/', '/en/event'],
    ['/en/event/007/cages?utm=mail', '/en/event/7/cages?utm=mail'],
    ['/Datenschutz', '/datenschutz'],
    ['/admin/cage-assign5', '/admin/cage-assign/5'],
  ])('moves %s on to its one spelling %s before rendering anything', async (path, canonical) => {
    const res = await get(path);
    expect({ status: res.status, location: res.headers.location }).toEqual({
      status: 301,
      location: canonical,
    });
    // The canonical spelling is the page itself: no second redirect.
    expect((await get(canonical)).status).not.toBe(301);
  });

  it('names the page by its one spelling in its canonical and og:url links, never a padded id', async () => {
    const res = await get(`/event/000${show}`);
    expect(res.status).toBe(301);
    const html = (await get(String(res.headers.location))).body.toString();
    expect(contents(html, /<link rel="canonical" href="([^"]+)">/g)).toEqual([`${PUBLIC_URL}/event/${show}`]);
    expect(meta(html, 'og:url')).toEqual([`${PUBLIC_URL}/event/${show}`]);
  });

  it('says in English that an /en page is not found', async () => {
    const html = (await get('/en/whatever')).body.toString();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Page not found · Taubenschau</title>');
  });

  it('names the event, its date and place on its German page, for search engines and link previews', async () => {
    const html = (await get(`/event/${show}`)).body.toString();
    expect(html).toContain('<html lang="de">');
    // Its own title and description replace those of index.html.
    expect(contents(html, /<title>([^<]*)<\/title>/g)).toEqual([
      'Bundesschau &lt;Leipzig&gt; 2026 · Taubenschau',
    ]);
    // The show starts at 01:30 in Germany on the 17th (23:30 UTC the day before).
    const description = 'Bundesschau am 17. Mai 2026 in Leipzig. Die größte Schau des Jahres.';
    expect(meta(html, 'description')).toEqual([description]);
    expect(contents(html, /<link rel="canonical" href="([^"]+)">/g)).toEqual([`${PUBLIC_URL}/event/${show}`]);
    expect(alternates(html)).toEqual({
      de: `${PUBLIC_URL}/event/${show}`,
      en: `${PUBLIC_URL}/en/event/${show}`,
      'x-default': `${PUBLIC_URL}/event/${show}`,
    });
    expect(meta(html, 'og:title')).toEqual(['Bundesschau &lt;Leipzig&gt; 2026']);
    expect(meta(html, 'og:description')).toEqual([description]);
    expect(meta(html, 'og:url')).toEqual([`${PUBLIC_URL}/event/${show}`]);
    expect(meta(html, 'og:type')).toEqual(['website']);
    expect(meta(html, 'og:locale')).toEqual(['de_DE']);
    expect(meta(html, 'og:image')).toEqual([`${PUBLIC_URL}/icons/icon-512.png`]);
    expect(meta(html, 'robots')).toEqual([]);
    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Bundesschau <Leipzig> 2026',
      startDate: '2026-05-16T23:30:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      url: `${PUBLIC_URL}/event/${show}`,
      location: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Messe-Allee 1',
          postalCode: '04356',
          addressLocality: 'Leipzig',
          addressCountry: 'DE',
        },
      },
    });
    // Text from the database cannot end the script element.
    expect(html).not.toContain('<Leipzig>');
  });

  it('writes the English page in English, pointing back to its German twin', async () => {
    const html = (await get(`/en/event/${show}`)).body.toString();
    expect(html).toContain('<html lang="en">');
    expect(meta(html, 'description')).toEqual([
      'National show on 17 May 2026 in Leipzig. Die größte Schau des Jahres.',
    ]);
    expect(contents(html, /<link rel="canonical" href="([^"]+)">/g)).toEqual([
      `${PUBLIC_URL}/en/event/${show}`,
    ]);
    expect(alternates(html)).toEqual({
      de: `${PUBLIC_URL}/event/${show}`,
      en: `${PUBLIC_URL}/en/event/${show}`,
      'x-default': `${PUBLIC_URL}/event/${show}`,
    });
    expect(meta(html, 'og:url')).toEqual([`${PUBLIC_URL}/en/event/${show}`]);
    expect(meta(html, 'og:locale')).toEqual(['en_US']);
    expect(meta(html, 'og:locale:alternate')).toEqual(['de_DE']);
    expect(jsonLd(html)).toMatchObject({
      name: 'Bundesschau <Leipzig> 2026',
      startDate: '2026-05-16T23:30:00.000Z',
      url: `${PUBLIC_URL}/en/event/${show}`,
      inLanguage: 'en',
    });
  });

  it('gives every public page its own title and description in its language', async () => {
    const heads = await Promise.all(
      ['/', '/en/', '/event', '/en/event', '/results', '/en/results', `/en/results/${ended}/list`].map(
        async (path) => {
          const html = (await get(path)).body.toString();
          return [path, contents(html, /<title>([^<]*)<\/title>/g)[0], meta(html, 'description')[0]];
        },
      ),
    );
    expect(heads).toEqual([
      ['/', 'Startseite · Taubenschau', expect.stringContaining('Die Taubenschauen des Verbandes')],
      ['/en/', 'Home · Taubenschau', expect.stringContaining('The association&#39;s pigeon shows')],
      ['/event', 'Events · Taubenschau', expect.stringContaining('Alle Schauen des Verbandes')],
      ['/en/event', 'Events · Taubenschau', expect.stringContaining('All of the association&#39;s shows')],
      ['/results', 'Ergebnisse · Taubenschau', expect.stringContaining('Klassenlisten')],
      ['/en/results', 'Results · Taubenschau', expect.stringContaining('class lists')],
      [
        `/en/results/${ended}/list`,
        'Class lists · Herbstschau Hannover · Taubenschau',
        'Class lists of the show Herbstschau Hannover on 4 October 2025 in Hannover.',
      ],
    ]);
  });

  it('keeps results that are not out yet and the pages behind a login out of search engines', async () => {
    for (const path of [`/results/${show}`, '/login', '/en/dashboard']) {
      const html = (await get(path)).body.toString();
      expect(meta(html, 'robots')).toEqual(['noindex']);
      expect(alternates(html)).toEqual({});
    }
  });

  it('leaves index.html itself as built: the service worker keeps it as the app shell', async () => {
    const res = await rawRequest(server.url, '/index.html', { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(INDEX_HTML);
  });

  it('lists the public pages in both languages in /sitemap.xml, with their twins', async () => {
    const res = await rawRequest(server.url, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body.toString();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = contents(xml, /<loc>([^<]+)<\/loc>/g).map((url) => url.replace(PUBLIC_URL, ''));
    const eventPages = (id: number) => [`/event/${id}`, `/event/${id}/cages`];
    const resultPages = (id: number) =>
      ['', '/list', '/cards', '/breeder', '/bestBreeder'].map((view) => `/results/${id}${view}`);
    const german = [
      '/',
      '/event',
      '/results',
      ...eventPages(show),
      ...eventPages(ended),
      ...resultPages(ended),
    ];
    const english = german.map((path) => (path === '/' ? '/en/' : `/en${path}`));
    // The legal pages have their own English paths.
    const legal = ['/impressum', '/en/imprint', '/datenschutz', '/en/privacy'];
    expect(locs.sort()).toEqual([...german, ...english, ...legal].sort());
    expect(xml).not.toContain('/en/datenschutz');
    // Results that are not out yet are no public page.
    expect(xml).not.toContain(`/results/${show}`);

    const entry = xml.match(new RegExp(`<url><loc>${PUBLIC_URL}/en/event/${show}</loc>.*?</url>`))?.[0];
    expect(entry).toBe(
      `<url><loc>${PUBLIC_URL}/en/event/${show}</loc>` +
        `<xhtml:link rel="alternate" hreflang="de" href="${PUBLIC_URL}/event/${show}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/en/event/${show}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/event/${show}"/>` +
        '</url>',
    );
    const privacy = xml.match(new RegExp(`<url><loc>${PUBLIC_URL}/en/privacy</loc>.*?</url>`))?.[0];
    expect(privacy).toBe(
      `<url><loc>${PUBLIC_URL}/en/privacy</loc>` +
        `<xhtml:link rel="alternate" hreflang="de" href="${PUBLIC_URL}/datenschutz"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/en/privacy"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/datenschutz"/>` +
        '</url>',
    );
  });

  it('points crawlers to the sitemap from robots.txt', async () => {
    const res = await rawRequest(server.url, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.toString()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });
});

describe('the texts of the page heads', () => {
  it('are in both catalogs, translated into English', () => {
    const catalogs = loadCatalogs();
    const texts = [
      ...Object.values(PAGES).flatMap((page: PageEntry) => Object.values(page.head ?? {})),
      ...Object.values(SITE_TEXTS),
    ];
    expect(texts.length).toBeGreaterThanOrEqual(20);
    for (const text of texts)
      for (const locale of LOCALES)
        expect({ text, locale, found: catalogs.has(locale, text) }).toMatchObject({ found: true });
  });
});
