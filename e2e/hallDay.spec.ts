import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { graphql } from '../tests/gql';
import { call, loginAt as login, tokenOf } from './support/journey';
import {
  ADMIN,
  badgeCount,
  cagedEvent,
  holdJudgingCommits,
  JUDGE,
  judgedCount,
  judgeTablet,
  rateShownCage,
  startedEvent,
} from './support/judging';
import { expect, test } from './support/test';

// A hall's day on a tablet: the network gone, a server that answers 503 while it restarts, one that
// refuses connections. The tablet rests while nothing can be done, spaces its tries when they
// fail, and sends everything once it can.

const SERIAL = Date.now() % 10_000_000;

/** Counts the page's transactions on IndexedDB (an init script: before the app's first). */
function countTransactions() {
  const open = IDBDatabase.prototype.transaction;
  const counter = window as unknown as { idbTransactions: number };
  counter.idbTransactions = 0;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof open>) {
    counter.idbTransactions += 1;
    return open.apply(this, args);
  } as typeof open;
}
const transactions = (page: Page) =>
  page.evaluate(() => (window as unknown as { idbTransactions: number }).idbTransactions);

/**
 * Resolves once the page has asked the server over its socket to follow `operationName` (the
 * subscription's start): what the office does after that reaches the page. Set up before the page
 * loads.
 */
function subscribed(page: Page, operationName: string) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const text = String(payload);
        if (text.includes('"subscribe"') && text.includes(operationName)) resolve();
      }),
    );
  });
}

/** The tablet's calls that send ratings, with the time each was made (ms). */
async function sendsOf(page: Page, answer: (route: Route) => Promise<void>) {
  const times: number[] = [];
  let failing = true;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'SubmitJudgingOps') return route.fallback();
    times.push(Date.now());
    return failing ? answer(route) : route.fallback();
  });
  return {
    times,
    /** The server answers again. */
    recover: () => {
      failing = false;
    },
  };
}

test('an offline tablet with ratings queued does no work for a minute, and sends them when the network is back', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const event = await startedEvent(request, `Ruhige Schau ${SERIAL}`);
  const context = await judgeTablet(browser);
  const judge = await context.newPage();
  await judge.addInitScript(countTransactions);
  // The tablet's timers run on a clock the journey moves: a minute passes in a moment.
  await judge.clock.install();
  await login(judge, JUDGE, `/judge/event/${event.id}/cages`);
  await judge.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  await context.setOffline(true);
  await rateShownCage(judge);
  await rateShownCage(judge);
  await expect.poll(() => badgeCount(judge)).toBe(2);

  const requests: string[] = [];
  judge.on('request', (r) => requests.push(r.url()));
  const cdp = await context.newCDPSession(judge);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  const before = { transactions: await transactions(judge), task: await taskSeconds() };
  await judge.clock.runFor(60_000);
  const after = { transactions: await transactions(judge), task: await taskSeconds() };
  // Nothing read or written on the device, nothing sent, and next to no time on the main thread
  // (before: 19,000-29,000 transactions and 18-21 s of work in 30 s).
  expect(after.transactions - before.transactions).toBe(0);
  expect(requests.filter((url) => url.includes('/graphql'))).toEqual([]);
  expect(after.task - before.task).toBeLessThan(1);
  test.info().annotations.push({
    type: 'a minute offline',
    description: `${after.transactions - before.transactions} IndexedDB transactions, ${Math.round((after.task - before.task) * 1000)} ms of main-thread tasks`,
  });

  // The network comes back: the browser says so, and the two ratings go at once.
  await context.setOffline(false);
  await judge.clock.runFor(1_000);
  await expect.poll(() => badgeCount(judge), { timeout: 15_000 }).toBe(0);
  expect(await judgedCount(request, event.id)).toBe(2);
  await context.close();
});

for (const [outage, answer] of [
  [
    'a server answering 503 with Retry-After while it restarts',
    (route: Route) =>
      route.fulfill({ status: 503, headers: { 'retry-after': '2' }, body: 'Service Unavailable' }),
  ],
  ['a refused connection', (route: Route) => route.abort('connectionrefused')],
] as const)
  test(`against ${outage}, the tablet spaces its tries and sends within 15 s of the server’s return`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const event = await startedEvent(request, `Wackelige Schau ${SERIAL} ${outage.length}`);
    const context = await judgeTablet(browser);
    const judge = await context.newPage();
    await login(judge, JUDGE, `/judge/event/${event.id}/cages`);
    await judge.getByRole('link', { name: /Nächster offener Käfig/ }).click();
    const sends = await sendsOf(judge, answer);
    await rateShownCage(judge);
    // Five tries: 1, 2, 4, 8 s of back-off between them (a Retry-After of 2 s at least), each
    // shortened by up to a third.
    await expect.poll(() => sends.times.length, { timeout: 40_000 }).toBeGreaterThanOrEqual(5);
    // Ratings saved meanwhile wait for the back-off: they add no tries.
    await rateShownCage(judge);
    const gaps = sends.times.slice(1, 5).map((t, i) => t - sends.times[i]);
    const least = outage.startsWith('a server') ? [2000, 2000, 2667, 5333] : [667, 1333, 2667, 5333];
    for (const [i, gap] of gaps.entries()) expect(gap).toBeGreaterThanOrEqual(least[i] - 50);
    expect(await badgeCount(judge)).toBe(2);

    // The server is back: the tablet's next try comes within the back-off's ceiling (14 s), and
    // empties the queue.
    const back = Date.now();
    sends.recover();
    await expect.poll(() => badgeCount(judge), { timeout: 25_000 }).toBe(0);
    const retried = sends.times.find((t) => t >= back) ?? Number.POSITIVE_INFINITY;
    expect(retried - back).toBeLessThanOrEqual(14_000 + 250);
    expect(await judgedCount(request, event.id)).toBe(2);
    await context.close();
  });

test('leaving the page while a rating is being stored asks first, and the rating is kept', async ({
  browser,
  request,
}) => {
  const event = await startedEvent(request, `Eilige Schau ${SERIAL}`);
  const context = await judgeTablet(browser);
  // Every write to the judging database takes ~1.5 s to commit, as on a busy low-end tablet.
  await context.addInitScript(holdJudgingCommits, 1_500);
  const judge = await context.newPage();
  await login(judge, JUDGE, `/judge/event/${event.id}/cages`);
  await judge.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  await expect(judge.getByRole('heading', { level: 1, name: 'Käfig 1' })).toBeVisible();
  const categories = judge.locator('fieldset[data-category]');
  for (const category of await categories.all()) await category.getByRole('radio').first().check();
  const asked = judge.waitForEvent('dialog');
  await judge.getByRole('button', { name: 'Speichern' }).click();
  // The judge closes the tab while the rating is still being stored: the browser asks first.
  await judge.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  // The judge stayed: the card moves on once the rating is stored, and it is sent.
  await expect(judge.getByRole('heading', { level: 1, name: 'Käfig 2' })).toBeVisible();
  await expect.poll(() => judgedCount(request, event.id), { timeout: 20_000 }).toBe(1);
  // Once stored, leaving asks nothing.
  let askedAgain = false;
  judge.on('dialog', () => {
    askedAgain = true;
  });
  await judge.close({ runBeforeUnload: true });
  await expect.poll(() => judge.isClosed()).toBe(true);
  expect(askedAgain).toBe(false);
  await context.close();
});

test('a card opened for one judge saves nothing after another account logs in in another tab', async ({
  browser,
  request,
}) => {
  const event = await startedEvent(request, `Geteiltes Tablet ${SERIAL}`);
  const context = await judgeTablet(browser);
  const card = await context.newPage();
  await login(card, JUDGE, `/judge/event/${event.id}/cages`);
  await card.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  await expect(card.getByRole('heading', { level: 1, name: 'Käfig 1' })).toBeVisible();
  const categories = card.locator('fieldset[data-category]');
  for (const category of await categories.all()) await category.getByRole('radio').first().check();
  // In another tab of the tablet, the show office logs in (an admin may judge too).
  const other = await context.newPage();
  await login(other, ADMIN, '/dashboard');
  // The card's tab follows the other tab's login: its header names the admin now.
  const { getClientByJWT: admin } = await call(
    request,
    graphql(`query HallJourneyAdmin { getClientByJWT { firstName lastName } }`),
    {},
    await tokenOf(request, ADMIN),
  );
  await expect(card.getByRole('link', { name: `${admin.firstName} ${admin.lastName}` })).toBeVisible();
  await card.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    card.getByRole('alert').filter({ hasText: /^Nicht gespeichert: Diese Karte wurde für .+ geöffnet/ }),
  ).toBeVisible();
  // Nothing was stored or sent as the admin's: the card is still there with what was entered.
  await expect(card.getByRole('heading', { level: 1, name: 'Käfig 1' })).toBeVisible();
  for (const category of await categories.all())
    await expect(category.getByRole('radio').first()).toBeChecked();
  expect(await judgedCount(request, event.id)).toBe(0);
  await context.close();
});

test('the office ending the show reaches an open card within seconds, which then says what becomes of late ratings', async ({
  browser,
  request,
}) => {
  const event = await startedEvent(request, `Endende Schau ${SERIAL}`);
  const context = await judgeTablet(browser);
  const card = await context.newPage();
  const following = subscribed(card, 'JudgeEventStatus');
  await login(card, JUDGE, `/judge/event/${event.id}/cages`);
  await card.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  await expect(card.getByRole('heading', { level: 1, name: 'Käfig 1' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  await following;
  await call(
    request,
    graphql(`mutation HallJourneyEndEvent($id: ID!) { endEvent(id: $id) { id } }`),
    { id: event.id },
    event.adminToken,
  );
  // No reload, no tap: the card hears it, and says what becomes of a rating saved now.
  await expect(
    card.getByText(
      /^Das Event ist beendet\. Was Sie jetzt noch speichern, geht als verspätete Bewertung an die Schauleitung\. Die Schauleitung entscheidet, ob sie zählt/,
    ),
  ).toBeVisible({ timeout: 5_000 });
  await expect(card.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  const categories = card.locator('fieldset[data-category]');
  for (const category of await categories.all()) await category.getByRole('radio').first().check();
  await card.getByRole('button', { name: 'Als verspätete Bewertung senden' }).click();
  // It reaches the office as a late rating, and the card of the cage says it waits there.
  await expect
    .poll(async () => {
      const { lateJudgingOps } = await call(
        request,
        graphql(`query HallJourneyLateOps($eventId: ID!) { lateJudgingOps(eventId: $eventId) { opId } }`),
        { eventId: event.id },
        event.adminToken,
      );
      return lateJudgingOps.length;
    })
    .toBe(1);
  await card.goto(`/judge/event/${event.id}/cages`);
  // It is no longer among the open ones.
  await card
    .getByRole('main')
    .locator('label', { hasText: /^Alle$/ })
    .click();
  await card.getByRole('link', { name: /^Käfig 1:/ }).click();
  await expect(card.getByText('Bei der Schauleitung eingegangen, wartet auf Entscheidung')).toBeVisible();
  await context.close();
});

test('a show the office starts appears live on the judge’s events and dashboard', async ({
  browser,
  request,
}) => {
  const event = await cagedEvent(request, `Startende Schau ${SERIAL}`);
  const context = await judgeTablet(browser);
  const events = await context.newPage();
  const listFollows = subscribed(events, 'JudgeEventStatus');
  await login(events, JUDGE, '/judge/myEvents');
  const item = events.getByRole('listitem').filter({ hasText: event.title });
  await expect(item.getByText('Anmeldung geschlossen')).toBeVisible();
  const dashboard = await context.newPage();
  const dashboardFollows = subscribed(dashboard, 'JudgeEventStatus');
  await dashboard.goto('/dashboard');
  await expect(dashboard.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(dashboard.getByRole('link', { name: event.title })).toHaveCount(0);
  await Promise.all([listFollows, dashboardFollows]);
  await call(
    request,
    graphql(`mutation HallJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }`),
    { id: event.id },
    event.adminToken,
  );
  // No reload: both pages hear it.
  await expect(item.getByText('Bewertung läuft')).toBeVisible({ timeout: 5_000 });
  await expect(dashboard.getByRole('link', { name: event.title })).toBeVisible({ timeout: 5_000 });
  await context.close();
});

/** What the judge's cage list says: the whole show's count, each class's count, the rows, a notice of no connection. */
async function listTruth(page: Page) {
  const main = page.getByRole('main');
  return {
    whole: await main.getByText(/^Ganzes Event:/).allTextContents(),
    classes: await main.getByText(/^\d+ von \d+ bewertet$/).allTextContents(),
    rows: await main
      .getByRole('link', { name: /^Käfig \d+:/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))),
    offline: await main.getByText(/^Keine Verbindung/).count(),
  };
}

test('back online, the cage list says what a fresh load says within 2 s, also of what another tablet did meanwhile', async ({
  browser,
  request,
}) => {
  const event = await startedEvent(request, `Wiederkehr ${SERIAL}`);
  const context = await judgeTablet(browser);
  const list = await context.newPage();
  const following = subscribed(list, 'JudgingProgress');
  await login(list, JUDGE, `/judge/event/${event.id}/cages`);
  const whole = list.getByText(/^Ganzes Event: 0 von \d+ Käfigen bewertet$/);
  await expect(whole).toBeVisible();
  const total = Number((await whole.textContent())?.match(/von (\d+)/)?.[1]);
  await following;

  // Offline (the card open: this tablet has no service worker to load pages from), the judge rates
  // one cage and goes back to the list, which says it has no connection.
  await list.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  await expect(list.locator('fieldset[data-category]')).toHaveCount(5);
  await context.setOffline(true);
  await rateShownCage(list);
  await list.getByRole('link', { name: /^Alle Käfige/ }).click();
  await expect(list.getByText(/^Keine Verbindung/)).toBeVisible();
  await expect.poll(() => badgeCount(list)).toBe(1);
  // Meanwhile the judge's other tablet skips the last cage.
  const judgeToken = await tokenOf(request, JUDGE);
  const { judgeCages } = await call(
    request,
    graphql(`query HallJourneyReconnectCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }`),
    { id: event.id },
    judgeToken,
  );
  const last = judgeCages.reduce((a, b) => (b.cageNumber > a.cageNumber ? b : a));
  await call(
    request,
    graphql(
      `mutation HallJourneyReconnectSkip($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }`,
    ),
    {
      ops: [
        {
          opId: randomUUID(),
          eventId: event.id,
          cageId: last.id,
          kind: 'SKIP',
          skipReason: 'ABSENT',
          clientTime: new Date().toISOString(),
        },
      ],
    },
    judgeToken,
  );

  // The network returns: within 2 s the list has sent its rating and shows both, with every count.
  const back = Date.now();
  await context.setOffline(false);
  const settled = `Ganzes Event: 2 von ${total} Käfigen bewertet`;
  await expect
    .poll(
      async () => {
        const { whole, offline, rows } = await listTruth(list);
        // The skipped cage has left the open ones.
        const skippedShown = rows.some((row) => row?.startsWith(`Käfig ${last.cageNumber}:`));
        return { whole, offline, skippedShown };
      },
      { timeout: 2_000 },
    )
    .toEqual({ whole: [settled], offline: 0, skippedShown: false });
  test
    .info()
    .annotations.push({ type: 'back online', description: `the list agreed after ${Date.now() - back} ms` });
  // A fresh load of the same list says the same.
  const fresh = await context.newPage();
  await fresh.goto(`/judge/event/${event.id}/cages`);
  await expect(fresh.getByText(settled)).toBeVisible();
  expect(await listTruth(list)).toEqual(await listTruth(fresh));
  await context.close();
});
