import { createServer } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { graphql } from '../tests/gql';
import { forwardRequest } from './support/forward';
import { call, eventIdByTitle, loginAt } from './support/journey';
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

test("every page's head names what the app's entry loads to start, so that it arrives with the entry, in a few files", async ({
  request,
}) => {
  // The entry imports the app's start in pieces, when asked (src/web/main.tsx); the build lists
  // every script and style sheet those imports load at the entry's top (Vite's map of them).
  // A rendered page and one sent as the bare app shell (a judge's page: never rendered) alike.
  // The app's start is one chunk, React's code another (vite.config.ts, the `start` group): 6 scripts with
  // the small ones the entry imports them by; without that 33, most under 1 KB, each a request of a
  // phone's.
  for (const path of ['/event', '/judge/myEvents']) {
    const html = await (await request.get(path)).text();
    expect(html.includes('<div id="root"></div>'), `${path}: sent as the app shell`).toBe(path !== '/event');
    const head = html.slice(0, html.indexOf('</head>'));
    const entry = head.match(/<script type="module"[^>]*src="(\/assets\/index-[^"]+\.js)"/)?.[1];
    expect(entry, `${path}: the entry script`).toBeDefined();
    const code = await (await request.get(entry!)).text();
    const asked = JSON.parse(code.match(/m\.f=(\[[^\]]*\])/)?.[1] ?? '[]') as string[];
    expect(
      asked.filter((file) => file.endsWith('.css')),
      `${path}: the start's styles`,
    ).not.toHaveLength(0);
    const scripts = asked.filter((file) => file.endsWith('.js'));
    expect(scripts.length, `${path}: the start's scripts`).toBeGreaterThan(2);
    expect(scripts.length, `${path}: the start's scripts, ${scripts.join(' ')}`).toBeLessThanOrEqual(10);
    // React's code is evaluated in a task of its own, before the app's: its chunk imports nothing
    // of the app's.
    const react = scripts.find((file) => /(^|\/)react-[\w-]+\.js$/.test(file));
    expect(react, `${path}: React's own chunk`).toBeDefined();
    const reactCode = await (await request.get(`/${react}`)).text();
    const reactImports = reactCode.match(/(?:from|import)"\.\/[\w-]+\.js"/g) ?? [];
    expect(
      reactImports.filter((file) => file.includes('start-')),
      `${path}: the app's chunks React's chunk imports`,
    ).toEqual([]);
    for (const file of asked) {
      const named = new RegExp(
        `<link rel="(modulepreload|stylesheet)"[^>]*href="/${file.replace(/[.]/g, '\\.')}"`,
      );
      expect(head, `${path}: ${file} in the head`).toMatch(named);
    }
  }
});

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

/**
 * Waits until the page's first script, named first in the head, holds taps, and the page's styles
 * are there: a person taps what they see.
 */
async function untilEarlyScriptHolds(page: Page) {
  await untilEarlyScriptRan(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
}

/** Waits until the page's first script has run: importing it again waits for it and runs nothing twice. */
async function untilEarlyScriptRan(page: Page) {
  const src = await page.locator('head script[async][fetchpriority="high"]').getAttribute('src');
  expect(src).toMatch(/^\/assets\/early-[^/]+\.js$/);
  await page.evaluate((url) => import(url).then(() => undefined), src!);
}

/** Taps the phone menu while the app cannot take the page over yet; it opens once `release` lets it. */
async function expectMenuTapHeldUntil(page: Page, release: () => void) {
  await page.getByRole('button', { name: 'Menü öffnen' }).tap();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'English' })).toBeVisible();
}

test("a rendered page asks for the app's scripts only once it has been painted, after its style sheets", async ({
  browser,
  baseURL,
}) => {
  await onPhone(browser, baseURL, async (page) => {
    // The page's first script (it holds taps) is not the app's: it comes first, at high priority.
    const scripts: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (/^\/assets\/.*\.js$/.test(file) && !/\/early-[^/]*\.js$/.test(file)) scripts.push(file);
    });
    // The app's style sheet is held back: until it comes, the browser cannot paint the page.
    const styles = /\/assets\/index-[^/]*\.css$/;
    const stylesAsked = page.waitForRequest(styles);
    const release = await holdBack(page, styles);
    await page.goto('/event', { waitUntil: 'commit' });
    await stylesAsked;
    // The page's first script, first in the head, has run: the browser has read the head by now.
    await untilEarlyScriptRan(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(scripts, 'scripts asked for before the page could be painted').toEqual([]);
    const entryAsked = page.waitForRequest(/\/assets\/index-[^/]*\.js$/);
    release();
    await entryAsked;
    // And the app takes the page over with them.
    await page.getByRole('button', { name: 'Menü öffnen' }).tap();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'English' })).toBeVisible();
  });
});

test('a tap on the phone menu before the app has taken over opens it once the app is there', async ({
  browser,
  baseURL,
}) => {
  await onPhone(browser, baseURL, async (page) => {
    // The events page's code is held back: until it comes, the app cannot take the page over.
    const release = await holdBack(page, /\/assets\/EventsPage-[^/]*\.js$/);
    // The app's start runs (it starts the worker for the number and date data) and waits for it.
    const entryRuns = page.waitForRequest(/intlData\.worker-[^/]*\.js$/);
    await page.goto('/event', { waitUntil: 'commit' });
    await entryRuns;
    await expectMenuTapHeldUntil(page, release);
  });
});

test("a tap on the phone menu before the app's code has arrived opens the menu once it is there", async ({
  browser,
  baseURL,
}) => {
  await onPhone(browser, baseURL, async (page) => {
    // The app's entry is held back; the page's first script, named first in the head, is not.
    const release = await holdBack(page, /\/assets\/index-[^/]*\.js$/);
    await page.goto('/event', { waitUntil: 'commit' });
    await untilEarlyScriptHolds(page);
    await expectMenuTapHeldUntil(page, release);
  });
});

test("a tap held while the app starts goes back to the browser when the app's code cannot arrive", async ({
  browser,
  baseURL,
}) => {
  await onPhone(browser, baseURL, async (page) => {
    // The app's second piece (src/web/start.tsx) is held back, then lost, as on a dropped connection.
    let lose = () => {};
    const lost = new Promise<void>((resolve) => {
      lose = resolve;
    });
    await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
      await lost;
      await route.abort();
    });
    // What the browser makes of a tap on a button, seen by a listener of the page's own.
    await page.addInitScript(() => {
      const counted = window as unknown as { buttonClicks: number };
      counted.buttonClicks = 0;
      window.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('button')) counted.buttonClicks += 1;
      });
    });
    const buttonClicks = () =>
      page.evaluate(() => (window as unknown as { buttonClicks: number }).buttonClicks);
    await page.goto('/event', { waitUntil: 'commit' });
    await untilEarlyScriptHolds(page);
    await page.getByRole('button', { name: 'Menü öffnen' }).tap();
    expect(await buttonClicks()).toBe(0);
    lose();
    // Held for the app, then given back once the app cannot start: never held for good.
    await expect.poll(buttonClicks).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('a search typed before the app has taken over filters the list once the app is there', async ({
  browser,
  request,
  baseURL,
}) => {
  const { ended } = await demoEvents(request);
  await visitRendered(browser, baseURL, 'de-DE', async (page) => {
    // The page's code is held back: the visitor types into the rendered search box meanwhile.
    const release = await holdBack(page, /\/assets\/ResultBreedersPage-[^/]*\.js$/);
    await page.goto(`/results/${ended.id}/breeder`, { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Züchter suchen' });
    await search.fill('brink');
    release();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Heinz Brinkmann']);
    await expect(search).toHaveValue('brink');
    // Typing on reaches the app as usual.
    await search.fill('zimmer');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Karl Zimmermann']);
  });
});

/** The ended demo show's class lists, filtered to its one Elite hen class, as the filter says. */
async function expectEliteHensOnly(page: Page): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Klasse' })).toHaveValue(/ELITE/);
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Elite Täubin' })).toContainText('DV-01234-21-88');
}

test('a class picked while the app is taking the page over filters the class lists', async ({
  browser,
  request,
  baseURL,
}) => {
  const { ended } = await demoEvents(request);
  await visitRendered(browser, baseURL, 'de-DE', async (page) => {
    // The visitor picks a class at the moment React has reached the class filter while taking the
    // page over (it marks each element it takes over), before it has taken over the rest. Taken
    // over in steps, React handed that pick to a filter it then threw away, and set the select back.
    await page.addInitScript(() => {
      const pickWhenReached = () => {
        const select = document.querySelector('select');
        if (!select || !Object.keys(select).some((key) => key.startsWith('__react'))) {
          setTimeout(pickWhenReached, 0);
          return;
        }
        const elite = [...select.options].find((option) => option.text === 'Elite Täubin');
        if (!elite) throw new Error('the class filter offers Elite Täubin');
        // As the browser does for a person's pick.
        select.value = elite.value;
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
        document.documentElement.dataset.picked = 'yes';
      };
      pickWhenReached();
    });
    // A phone's slower processor: the take-over spans several of the browser's tasks.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`/results/${ended.id}/list`);
    await expect(page.locator('html')).toHaveAttribute('data-picked', 'yes');
    await expectEliteHensOnly(page);
  });
});

test('a pick or a search that comes after hydrateRoot, before the take-over React scheduled, reaches the app', async ({
  browser,
  request,
  baseURL,
}) => {
  const { ended } = await demoEvents(request);
  await visitRendered(browser, baseURL, 'de-DE', async (page) => {
    // `hydrateRoot` adds React's listeners to the root and schedules the take-over for a later task
    // (React's scheduler posts itself a message); a browser can run waiting input before that task.
    // Here the posts of that moment wait until the visitor has picked a class (list) or typed a
    // search (breeders). Both are made as the browser makes them: the value set past the setter
    // React watches, then the field's events. Before the hand-over took the page over at once,
    // React took it over for that event, set the field back and did not tell the app.
    await page.addInitScript(() => {
      const listen = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
        if (this instanceof HTMLElement && this.id === 'root' && args[0] === 'click') {
          EventTarget.prototype.addEventListener = listen;
          const post = MessagePort.prototype.postMessage;
          const posted: Array<() => void> = [];
          // Nothing on these pages transfers objects with a message.
          MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown) {
            posted.push(() => post.call(this, message));
          };
          setTimeout(() => {
            try {
              if (location.pathname.endsWith('/list')) {
                const select = document.querySelector<HTMLSelectElement>('select')!;
                select.value = [...select.options].find((option) => option.text === 'Elite Täubin')!.value;
                select.dispatchEvent(new Event('input', { bubbles: true }));
                select.dispatchEvent(new Event('change', { bubbles: true }));
              } else {
                const search = document.querySelector<HTMLInputElement>('input[type="search"]')!;
                Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
                  search,
                  'brink',
                );
                search.dispatchEvent(new Event('input', { bubbles: true }));
              }
              // Whether React's scheduled work was held back: else this journey tests nothing.
              document.documentElement.dataset.entered = posted.length > 0 ? 'while held' : 'not held';
            } finally {
              MessagePort.prototype.postMessage = post;
              for (const send of posted) send();
            }
          }, 0);
        }
        return listen.apply(this, args);
      };
    });
    await page.goto(`/results/${ended.id}/list`);
    await expect(page.locator('html')).toHaveAttribute('data-entered', 'while held');
    await expectEliteHensOnly(page);

    await page.goto(`/results/${ended.id}/breeder`);
    await expect(page.locator('html')).toHaveAttribute('data-entered', 'while held');
    await expect(page.getByRole('searchbox', { name: 'Züchter suchen' })).toHaveValue('brink');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Heinz Brinkmann']);
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
