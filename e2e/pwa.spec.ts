import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Request } from '@playwright/test';
import { graphql } from '../tests/gql';
import { call, keptAnswerHolds, underServiceWorker, wholeAppStored } from './support/journey';
import { expect, expectNoAxeViolations, test } from './support/test';

// The installed app and its offline pages are the service worker's: it stays on.
test.use({ serviceWorkers: 'allow' });

test('the manifest is installable: name, icons, maskable icon, standalone, id, shortcuts, screenshots', async ({
  request,
  baseURL,
  browserName,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Taubenschau',
    short_name: 'Taubenschau',
    display: 'standalone',
    start_url: '/',
  });
  expect(manifest.theme_color).toMatch(/^#/);
  const sizes = manifest.icons.map(
    (i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose ?? 'any'}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const img = await request.get(icon.src);
    expect(img.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.id).toBe('/');
  expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
    ['Events', '/event'],
    ['Ergebnisse', '/results'],
  ]);
  expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual([
    'narrow',
    'wide',
  ]);
  for (const shot of manifest.screenshots) {
    const img = await request.get(shot.src);
    expect(img.headers()['content-type']).toBe('image/png');
  }

  // Chromium reports every incognito page as not installable, so ask from a real profile.
  expect(browserName).toBe('chromium');
  const profile = await mkdtemp(join(tmpdir(), 'taubenschau-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('after one visit the app shell and its pages load offline', async ({ page, context }) => {
  // The files the service worker fetches to install (not its own script), and how many at once at most.
  const fetching = new Set<string>();
  const fetched: string[] = [];
  let mostAtOnce = 0;
  context.on('request', (request) => {
    if (!request.serviceWorker() || new URL(request.url()).pathname === '/sw.js') return;
    fetching.add(request.url());
    fetched.push(request.url());
    mostAtOnce = Math.max(mostAtOnce, fetching.size);
  });
  const done = (request: Request) => fetching.delete(request.url());
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Several at a time, each once: on hall Wi-Fi a tablet installing one file after another waited
  // a round trip per file before it was ready to judge offline.
  expect(mostAtOnce).toBeGreaterThanOrEqual(3);
  expect(fetched.length).toBeGreaterThan(100);
  expect(new Set(fetched).size).toBe(fetched.length);
  // The first load is not yet controlled; a reload puts the page under the service worker. The
  // visitors' pages come in the install's second part, once the service worker runs.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await wholeAppStored(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // A route whose code was never loaded online still opens offline (every route is precached).
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await page.goto('/en/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await context.setOffline(false);
});

test('an installation that loses a file fails whole and fetches no further files', async ({
  page,
  context,
}) => {
  // The tenth file the service worker asks for never comes, as on Wi-Fi that drops out.
  let asked = 0;
  await context.route('**/assets/**', (route) => {
    if (!route.request().serviceWorker()) return route.continue();
    asked += 1;
    return asked === 10 ? route.abort('internetdisconnected') : route.continue();
  });
  await page.goto('/');
  // The page loads, the service worker registers after it and asks for its files.
  await expect.poll(() => asked, { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
  // The installation fails whole: the worker being installed is dropped, and with no earlier one
  // the registration with it, so the tablet is not taken for ready offline (the browser installs
  // anew at the next visit).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration
          ? { installing: Boolean(registration.installing), active: Boolean(registration.active) }
          : null;
      }),
    )
    .toBeNull();
  // The files already on their way finish; no further one is asked for (before, all of them were).
  expect(asked).toBeLessThan(40);
});

test('security and caching headers on the app', async ({ request }) => {
  const html = await request.get('/event');
  expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(html.headers()['x-content-type-options']).toBe('nosniff');
  expect(html.headers()['referrer-policy']).toBeTruthy();
  expect(html.headers()['cache-control']).toContain('no-cache');
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toContain('no-cache');
  const body = await html.text();
  const asset = body.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!);
  expect(js.headers()['cache-control']).toContain('immutable');
  // Each script the page names is compiled while it streams in, off the main thread: V8's hint is
  // its first line (scripts/vite/compileHints.ts).
  for (const script of new Set(body.match(/\/assets\/[^"]+\.js/g))) {
    const firstLine = (await (await request.get(script)).text()).split('\n', 1)[0];
    expect(firstLine, script).toBe('//# allFunctionsCalledOnLoad');
  }
  // The app's images carry hashed names too and are cached for a year.
  const logo = body.match(/\/assets\/logo-[\w-]+\.svg/)?.[0];
  expect(logo).toBeTruthy();
  const svg = await request.get(logo!);
  expect(svg.headers()['content-type']).toBe('image/svg+xml');
  expect(svg.headers()['cache-control']).toContain('immutable');
});

test('a path that is no page answers 404, with the app saying so', async ({ page }) => {
  const res = await page.goto('/en/gibt-es-nicht');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await page.goto('/en/event'))?.status()).toBe(200);
});

test('public pages seen once show their last-known content offline, with its time', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const { events } = await call(
    request,
    graphql(`query PwaJourneyCagedEvents { events(limit: 100) { id title cageCount } }`),
    {},
  );
  const caged = events.find((e) => e.cageCount > 0);
  if (!caged) throw new Error('the demo data has an event with cages');
  const { eventCages } = await call(
    request,
    graphql(`query PwaJourneyCages($id: ID!) { eventCages(eventId: $id) { ringNumber } }`),
    { id: caged.id },
  );
  const ring: string = eventCages[0].ringNumber;

  await page.goto('/event');
  await underServiceWorker(page);
  const firstDetails = page.getByRole('link', { name: /^Details zu / }).first();
  await expect(firstDetails).toBeVisible();
  const firstEvent = (await firstDetails.getAttribute('aria-label')) ?? '';
  // The event and its cages, like the list, are kept in local storage once the page has taken over.
  await page.goto(`/event/${caged.id}`);
  await expect(page.getByRole('heading', { level: 1, name: caged.title })).toBeVisible();
  await expect.poll(() => keptAnswerHolds(page, caged.title)).toBe(true);
  await page.goto(`/event/${caged.id}/cages`);
  await expect(page.getByRole('row').filter({ hasText: ring })).toBeVisible();
  await expect.poll(() => keptAnswerHolds(page, ring)).toBe(true);

  const asOf = page.getByText(/^Keine Verbindung: Sie sehen den Stand von .+\d{2}:\d{2}( \S+)?\.$/);
  await context.setOffline(true);
  await page.goto('/event');
  await expect(page.getByRole('link', { name: firstEvent, exact: true })).toBeVisible();
  await expect(asOf).toBeVisible();
  await page.goto(`/event/${caged.id}`);
  await expect(page.getByRole('heading', { level: 1, name: caged.title })).toBeVisible();
  await expect(asOf).toBeVisible();
  await page.goto(`/event/${caged.id}/cages`);
  await expect(page.getByRole('row').filter({ hasText: ring })).toBeVisible();
  await expect(asOf).toBeVisible();
  // Back online, the list is fetched again on its own and the notice goes.
  await page.goto('/event');
  await context.setOffline(false);
  await expect(page.getByText(/^Keine Verbindung/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: firstEvent, exact: true })).toBeVisible();
});

test('a public page never seen, opened offline, offers to try again and loads on its own once the network is back', async ({
  page,
  context,
  request,
}) => {
  const { events } = await call(
    request,
    graphql(`query PwaJourneyCageCounts { events(limit: 100) { id cageCount } }`),
    {},
  );
  const caged = events.find((e) => e.cageCount > 0);
  if (!caged) throw new Error('the demo data has an event with cages');
  await page.goto('/en/');
  await underServiceWorker(page);
  await context.setOffline(true);
  await page.goto(`/en/event/${caged.id}/cages`);
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expectNoAxeViolations(page);
  // Pressed while still offline: the page asks again and says so again, the button stays.
  await retry.click();
  await expect(retry).toBeVisible();
  // The network returns: the page loads without another press.
  await context.setOffline(false);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(retry).toHaveCount(0);
});
