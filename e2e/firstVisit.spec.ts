import { createServer } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { graphql } from '../tests/gql';
import { forwardRequest } from './support/forward';
import { call, eventIdByTitle, loginAt, untilTakenOver } from './support/journey';
import { expect, test } from './support/test';

// A visitor's first visit: the public pages arrive as HTML with their content, rendered by the server,
// and the app takes that HTML over in the browser (hydration) without painting it again or moving it.

interface DemoEvent {
  id: string;
  title: string;
  eventStart: string;
  status: string;
}

/** Holds back the answers to requests for `url` until the returned function is called. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A visitor's page in a browser of its own, as the server renders it (no service worker: it would
 * answer the navigation with the app shell); the browser is closed after `visit`, failed or not.
 */
async function visitRendered(
  browser: Browser,
  baseURL: string | undefined,
  locale: 'de-DE' | 'en-GB',
  visit: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', locale });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The demo's open show and its ended one, by title: other journeys add, end and delete events. */
async function demoEvents(
  request: Parameters<typeof call>[0],
): Promise<{ open: DemoEvent; ended: DemoEvent }> {
  const demoEvent = async (title: string): Promise<DemoEvent> => {
    const { event } = await call(
      request,
      graphql(`query FirstVisitJourneyEvent($id: ID!) { event(id: $id) { id title eventStart status } }`),
      { id: await eventIdByTitle(request, title) },
    );
    return event;
  };
  return {
    open: await demoEvent('Deutsche Brieftaubenausstellung'),
    ended: await demoEvent('Deutsche Brieftauben-Ausstellung Hannover'),
  };
}

/** The event's date as the pages write it: in the shows' time zone, whatever the device's. */
function showDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(
    new Date(iso),
  );
}

test('an event page holds its title and date before any script runs, in both languages', async ({
  browser,
  request,
  baseURL,
}) => {
  const { open, ended } = await demoEvents(request);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/event/${open.id}`);
    await expect(page.getByRole('heading', { level: 1, name: open.title })).toBeVisible();
    await expect(page.getByText(showDate(open.eventStart, 'de-DE'), { exact: false }).first()).toBeVisible();
    // In the theme's colours from the first paint (the app's background, its near-black text), not
    // the browser's white and black until the app has taken over.
    const colours = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      return [body.backgroundColor, body.color];
    });
    expect(colours).toEqual(['rgb(250, 247, 245)', 'rgb(31, 28, 26)']);

    // The tab names the event.
    await expect(page).toHaveTitle(`${open.title} · Taubenschau`);

    await page.goto(`/en/event/${open.id}`);
    await expect(page.getByRole('heading', { level: 1, name: open.title })).toBeVisible();
    // English dates in the British form, with a 24-hour clock.
    await expect(page.getByText(showDate(open.eventStart, 'en-GB'), { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Registration deadline')).toBeVisible();
    await expect(page.getByText(/\d{1,2}:\d{2}\s?(AM|PM)\b/)).toHaveCount(0);

    await page.goto('/event');
    // Some event's card (other journeys add events, so the demo's may be on a later page).
    await expect(page.getByRole('heading', { level: 1, name: 'Alle Events' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Details zu / }).first()).toBeVisible();

    await page.goto(`/results/${ended.id}/list`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ergebnisliste' })).toBeVisible();
    await expect(page.getByText(ended.title).first()).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
  } finally {
    await context.close();
  }
});

/**
 * Opens a page and reports what a visitor would notice: the layout shift (CLS) until the network is
 * quiet, errors (React reports a failed take-over as one), and whether the heading the server sent is
 * still the same element (a page painted again has new elements), and how often the app asked the
 * server for data (a guest's page comes with its answers).
 */
async function firstVisit(page: Page, path: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let asked = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') asked += 1;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // Marks the server's heading while the HTML is parsed, before any script of the app has run.
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('#root h1');
      if (heading) {
        (heading as unknown as { fromServer: boolean }).fromServer = true;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  // The title the server wrote into the head, as sent (before any script of the app has run).
  const sent = (await response?.text()) ?? '';
  const sentTitle = await page.evaluate(
    (html) => new DOMParser().parseFromString(html, 'text/html').title,
    sent,
  );
  const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
  const keptHeading = await page.evaluate(
    () =>
      (document.querySelector('#root h1') as unknown as { fromServer?: boolean } | null)?.fromServer === true,
  );
  // The data a rendered page hands over: absent from the bare app shell.
  const rendered = await page.evaluate(() => document.getElementById('page-state') !== null);
  return { shift, keptHeading, rendered, errors, asked, sentTitle, title: await page.title() };
}

test('the app takes each public page over as sent: no shift, no second paint, no error, no refetch', async ({
  browser,
  request,
  baseURL,
}) => {
  // Thirteen first visits in fresh browser contexts: about 30 s on a busy 2-core machine.
  test.setTimeout(180_000);
  const { open, ended } = await demoEvents(request);
  const paths = [
    '/',
    '/event',
    `/event/${open.id}`,
    `/event/${ended.id}/cages`,
    '/results',
    `/results/${ended.id}`,
    `/results/${ended.id}/list`,
    `/results/${ended.id}/bestBreeder`,
    `/results/${ended.id}/cards`,
    '/impressum',
    '/en/',
    `/en/event/${open.id}`,
    `/en/results/${ended.id}/breeder`,
  ];
  for (const path of paths) {
    // A phone, no service worker yet: the first visit.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 412, height: 823 },
      locale: 'de-DE',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    try {
      const seen = await firstVisit(page, path);
      expect(seen.errors, path).toEqual([]);
      expect(seen.rendered, `${path}: rendered by the server`).toBe(true);
      expect(seen.keptHeading, `${path}: the server's heading is still in place`).toBe(true);
      expect(seen.shift, `${path}: layout shift`).toBeLessThanOrEqual(0.02);
      expect(seen.asked, `${path}: requests for data the page came with`).toBe(0);
      // Page heads and page titles come from the one page table: the app keeps the server's.
      expect(seen.title, `${path}: the title the server sent`).toBe(seen.sentTitle);
    } finally {
      await context.close();
    }
  }
});

/**
 * A slow connection in front of the app's server: the page at `path` arrives in two pieces, cut
 * right after `splitAfter` in the app's HTML, the second `pauseMs` after the page's style sheets
 * have been sent. Everything else passes through as it is.
 */
async function pageInPieces(target: string, path: string, splitAfter: string, pauseMs: number) {
  const html = await (await fetch(new URL(path, target), { headers: { accept: 'text/html' } })).text();
  const root = html.indexOf('<div id="root"><');
  expect(root, `${path} is rendered by the server`).toBeGreaterThan(0);
  const cut = html.indexOf(splitAfter, root) + splitAfter.length;
  const head = html.slice(0, html.indexOf('</head>'));
  const styles = [...head.matchAll(/rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
  const stylesSent = new Map<string, () => void>();
  const allStylesSent = Promise.all(
    styles.map((href) => new Promise<void>((resolve) => stylesSent.set(href, resolve))),
  );
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === path) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      void allStylesSent
        .then(() => new Promise((resolve) => setTimeout(resolve, pauseMs)))
        .then(() => res.end(html.slice(cut)));
      return;
    }
    forwardRequest(req, res, target, { answered: () => stylesSent.get(url)?.() });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

test('a page whose HTML arrives in pieces is painted whole, not with half its header and banner', async ({
  browser,
  baseURL,
}) => {
  // The home page, cut after its heading: the banner's text and links, the events and the footer
  // come a second after the styles, as on a slow phone that parses a page in turns. A paint of what
  // was there would show the banner short and the header without its buttons, then move them.
  const proxy = await pageInPieces(baseURL!, '/', '</h1>', 1_000);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: 'de-DE',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      // The first frame the browser renders: is the app's HTML all there, down to its footer?
      requestAnimationFrame(() => {
        (window as unknown as { firstFrameWhole: boolean }).firstFrameWhole =
          document.querySelector('#root footer')?.textContent?.includes('Verband Deutscher Taubenzüchter') ===
          true;
      });
    });
    await page.goto(proxy.url);
    const firstFrame = await page.waitForFunction(() => {
      const seen = (window as unknown as { firstFrameWhole?: boolean }).firstFrameWhole;
      return seen === undefined ? undefined : { whole: seen };
    });
    expect(await firstFrame.jsonValue(), 'the first frame had the whole page').toEqual({ whole: true });
    await expect(page.getByRole('link', { name: 'Alle Events', exact: true })).toBeVisible();
  } finally {
    await context.close();
    proxy.close();
  }
});

test('a logged-in breeder gets the server-rendered event page, then their own view of it', async ({
  browser,
  request,
  baseURL,
}) => {
  const { open } = await demoEvents(request);
  await visitRendered(browser, baseURL, 'de-DE', async (page) => {
    await loginAt(page, 'zuechter@example.org', '/dashboard');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The event as the breeder's session sees it is held back: until it comes, the page must not
    // show the breeder's part from what a guest was shown (no registrations, every pigeon free).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (
        (route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'EventDetail'
      )
        await answered;
      await route.continue();
    });
    await page.goto(`/event/${open.id}`);
    expect(await page.evaluate(() => document.getElementById('page-state') !== null)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: open.title })).toBeVisible();
    // Rendered for a guest, the page switches to the breeder once the app has taken over.
    await expect(page.getByText('Loggen Sie sich ein, um Tauben anzumelden')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Karl Zimmermann' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Wird geladen' }),
    ).toBeVisible();
    await expect(page.getByText('Sie haben noch keine Tauben angemeldet.')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: open.title })).toBeVisible();
    answer();
    // The breeder's own part of the page shows once the breeder's answer is there.
    await expect(page.getByRole('heading', { level: 2, name: 'Meine Anmeldungen' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Taube .* zurückziehen$/ }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test("a guest's event page loads neither Apollo nor the logged-in user's part; a breeder's loads both", async ({
  browser,
  request,
  baseURL,
}) => {
  const { open } = await demoEvents(request);
  const loggedInParts = /\/assets\/(apolloClient|EventDetailLive)-[^/]*\.js$/;
  for (const breeder of [false, true])
    await visitRendered(browser, baseURL, 'de-DE', async (page) => {
      if (breeder) await loginAt(page, 'zuechter@example.org', '/dashboard');
      // Each part by name: a module may be asked for twice (its preload, then its import).
      const loaded = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (loggedInParts.test(pathname)) loaded.add(pathname);
      });
      await page.goto(`/event/${open.id}`);
      await expect(page.getByRole('heading', { level: 1, name: open.title })).toBeVisible();
      if (breeder) {
        await expect(page.getByRole('heading', { level: 2, name: 'Meine Anmeldungen' })).toBeVisible();
        expect(loaded.size).toBe(2);
      } else {
        await expect(
          page.getByRole('link', { name: 'Loggen Sie sich ein, um Tauben anzumelden' }),
        ).toBeVisible();
        // Every script the page asks for has been asked for once the network has been idle a while.
        await page.waitForLoadState('networkidle');
        expect([...loaded]).toEqual([]);
      }
    });
});

test('a visitor who scrolls before the app has taken over stays where they scrolled', async ({
  browser,
  request,
  baseURL,
}) => {
  const { open } = await demoEvents(request);
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    locale: 'de-DE',
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  try {
    // Logged in, so that the header shows when the app has taken over: the breeder's name.
    await loginAt(page, 'zuechter@example.org', '/dashboard');
    // The app's entry script is held back until the visitor has scrolled the rendered page.
    const release = await holdBack(page, /\/assets\/index-[^/]*\.js$/);
    await page.goto(`/event/${open.id}`, { waitUntil: 'commit' });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Karl Zimmermann' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The breeder's own part replaces the guest's view in one step: the page never shrank meanwhile
    // (a page that had would have pulled the visitor up; one that grows below leaves them there).
    await expect(page.getByRole('heading', { level: 2, name: 'Meine Anmeldungen' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  } finally {
    await context.close();
  }
});

/** A German phone without the service worker (it would answer with the app shell, not the server). */
const PHONE = {
  serviceWorkers: 'block',
  locale: 'de-DE',
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
} as const;

/** Runs `journey` on a page of its own German phone, closed after it. */
async function onPhone(
  browser: Browser,
  baseURL: string | undefined,
  journey: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL, ...PHONE });
  try {
    await journey(await context.newPage());
  } finally {
    await context.close();
  }
}

test("a rendered page asks for the app's scripts only once it has been painted, after its style sheets", async ({
  browser,
  baseURL,
}) => {
  await onPhone(browser, baseURL, async (page) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (/^\/assets\/.*\.js$/.test(file)) scripts.push(file);
    });
    // The app's style sheet is held back: until it comes, the browser cannot paint the page.
    const styles = /\/assets\/index-[^/]*\.css$/;
    const stylesAsked = page.waitForRequest(styles);
    const release = await holdBack(page, styles);
    await page.goto('/event', { waitUntil: 'commit' });
    await stylesAsked;
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The page's own little script, which adds the app's once the page is painted, has come.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/after-paint.js')),
    );
    expect(scripts, 'scripts asked for before the page could be painted').toEqual([]);
    const entryAsked = page.waitForRequest(/\/assets\/index-[^/]*\.js$/);
    release();
    await entryAsked;
    // And the app takes the page over with them.
    await untilTakenOver(page, 'header a');
  });
});

/** The ended demo show's class lists, filtered to its one Elite hen class, as the filter says. */
async function expectEliteHensOnly(page: Page): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Klasse' })).toHaveValue('ELITE_F');
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Elite Täubin' })).toContainText('DV-01234-21-88');
}

test('before the app has taken over, the page works as HTML: a class picked is sent by the browser and kept', async ({
  browser,
  request,
  baseURL,
}) => {
  const { ended } = await demoEvents(request);
  await onPhone(browser, baseURL, async (page) => {
    // The app's entry is held back: the visitor uses the rendered page as it is.
    const release = await holdBack(page, /\/assets\/index-[^/]*\.js$/);
    await page.goto(`/results/${ended.id}/list`, { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Klasse' }).selectOption({ label: 'Elite Täubin' });
    await page.getByRole('button', { name: 'Anzeigen' }).tap();
    // The browser sent the form: the address says the filter, the server rendered it.
    await expect(page).toHaveURL(/\?class=ELITE_F$/);
    await expectEliteHensOnly(page);
    release();
    // Taken over, the page keeps the filter, and picking another applies at once.
    await untilTakenOver(page, 'select');
    await page.getByRole('combobox', { name: 'Klasse' }).selectOption({ label: 'Alle Klassen' });
    await expect(page).toHaveURL(new RegExp(`/results/${ended.id}/list$`));
    await expect(page.getByRole('main').getByRole('region')).not.toHaveCount(1);
    await page.goBack();
    await expectEliteHensOnly(page);
  });
});

test('a search typed before the app has taken over is sent with Enter by the browser, and reloads as it was', async ({
  browser,
  request,
  baseURL,
}) => {
  const { ended } = await demoEvents(request);
  await visitRendered(browser, baseURL, 'de-DE', async (page) => {
    const release = await holdBack(page, /\/assets\/index-[^/]*\.js$/);
    await page.goto(`/results/${ended.id}/breeder`, { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Züchter suchen' });
    await search.fill('brink');
    await search.press('Enter');
    await expect(page).toHaveURL(/\?q=brink$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Heinz Brinkmann']);
    release();
    await untilTakenOver(page, 'input[type="search"]');
    await expect(page.getByRole('searchbox', { name: 'Züchter suchen' })).toHaveValue('brink');
    // With the app, a search goes into the address too, and a reload keeps it.
    await search.fill('zimmer');
    await search.press('Enter');
    await expect(page).toHaveURL(/\?q=zimmer$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Karl Zimmermann']);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Züchter suchen' })).toHaveValue('zimmer');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Karl Zimmermann']);
  });
});

test("an English browser's first visit to / gets the English home page, rendered", async ({
  browser,
  baseURL,
}) => {
  await visitRendered(browser, baseURL, 'en-GB', async (page) => {
    const seen = await firstVisit(page, '/');
    expect(page.url()).toMatch(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Taubenschau' })).toBeVisible();
    expect(seen.errors).toEqual([]);
    expect(seen.rendered).toBe(true);
    expect(seen.keptHeading).toBe(true);
    expect(seen.shift).toBeLessThanOrEqual(0.02);
  });
});
