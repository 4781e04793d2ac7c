import { loginAt as login } from './support/journey';
import { ADMIN, badgeCount, JUDGE, judgeTablet, rateShownCage, startedEvent } from './support/judging';
import { expect, expectNoAxeViolations, test } from './support/test';

// The show office's view of the judges' tablets, and what a judge's tablet offers and says about
// itself: installing the app, whether it is ready for offline, and what it does before it is.

const SERIAL = Date.now() % 10_000_000;

test('the device panel fills as a tablet holds a rating the server cannot take, and empties once it is sent', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const event = await startedEvent(request, `Geräteschau ${SERIAL}`);
  const office = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-DE' });
  const panel = await office.newPage();
  await login(panel, ADMIN, `/admin/event/${event.id}/devices`);
  await expect(panel.getByRole('heading', { level: 1, name: 'Geräte der Richter' })).toBeVisible();
  await expect(panel.getByText(/^Noch hat kein Gerät für dieses Event gemeldet/)).toBeVisible();

  // A judge's tablet opens the show's cages: it reports itself a moment later.
  const context = await judgeTablet(browser);
  const tablet = await context.newPage();
  // The tablet's timers run on a clock the journey moves: its next report comes within the minute.
  await tablet.clock.install();
  await login(tablet, JUDGE, `/judge/event/${event.id}/cages`);
  // The one tablet, named by its browser.
  const card = panel.getByRole('main').getByRole('listitem');
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  await expect(card).toContainText(/ · Chrome/);
  await expect(card).toContainText('Alles gesendet');
  await expectNoAxeViolations(panel);

  // The server is too busy to take ratings: the one the judge saves stays on the tablet.
  await tablet.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'SubmitJudgingOps') return route.fallback();
    return route.fulfill({ status: 503, headers: { 'retry-after': '2' }, body: 'Service Unavailable' });
  });
  await tablet.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  await rateShownCage(tablet);
  await expect.poll(() => badgeCount(tablet)).toBe(1);
  // The tablet's next report (at most a minute later) says it holds one.
  await tablet.clock.runFor(61_000);
  await expect(card).toContainText('1 Bewertung nicht gesendet', { timeout: 15_000 });
  await expect(card).toContainText(/Nicht gesendet\s*1, die älteste von/);

  // The server takes ratings again: the rating goes, with a report that nothing is left.
  await tablet.unroute('**/graphql');
  await tablet.clock.runFor(15_000);
  await expect.poll(() => badgeCount(tablet), { timeout: 15_000 }).toBe(0);
  await expect(card).toContainText('Alles gesendet', { timeout: 15_000 });
  await context.close();
  await office.close();
});

test('a judge is offered to install the app on their pages when the browser offers it', async ({
  browser,
}) => {
  const context = await judgeTablet(browser);
  const page = await context.newPage();
  await login(page, JUDGE, '/judge/myEvents');
  await expect(page.getByRole('heading', { level: 1, name: 'Zugewiesene Events' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'App installieren' })).toHaveCount(0);
  // What Chromium fires when the app may be installed (a headless browser never does by itself).
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'App installieren' }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  // The browser's offer is used once.
  await expect(page.getByRole('button', { name: 'App installieren' })).toHaveCount(0);
  await context.close();
});

test('a new tablet whose app is stored opens the judge’s pages offline and says what is not ready yet', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const event = await startedEvent(request, `Frisches Tablet ${SERIAL}`);
  const context = await judgeTablet(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  await login(page, JUDGE, '/judge/myEvents');
  const item = page.getByRole('listitem').filter({ hasText: event.title });
  // Each show says whether this tablet is ready to judge it without network, and what to do.
  await expect(item.getByText(/Noch nicht bereit für offline/)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Für offline vorbereiten' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The first part of the app is stored (the shell and the judge's pages): the network goes.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await page.goto(`/judge/event/${event.id}/cages`);
  // The app, not the browser's error page, and it says what is missing.
  await expect(page.getByRole('heading', { level: 1, name: 'Käfige bewerten' })).toBeVisible();
  await page.goto('/judge/myEvents');
  await expect(page.getByRole('heading', { level: 1, name: 'Zugewiesene Events' })).toBeVisible();
  await expect(
    item.getByText(/Noch nicht bereit für offline: die Käfige dieses Events sind nicht gespeichert/),
  ).toBeVisible();
  await context.close();
});

test('once the app runs, the rest of it is stored too: a visitors’ page never opened opens offline', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await judgeTablet(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/judge/myEvents');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The events page's code is in the second part, stored once the service worker runs.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          for (const name of await caches.keys()) {
            const keys = await (await caches.open(name)).keys();
            if (keys.some((request) => /\/assets\/EventsPage-[^/]+\.js/.test(request.url))) return true;
          }
          return false;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
  await context.setOffline(true);
  await page.goto('/event');
  // The page itself, saying it has no connection: not the app's error page, not the browser's.
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Events' })).toBeVisible();
  await context.close();
});
