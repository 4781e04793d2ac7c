import type { Page } from '@playwright/test';
import { graphql } from '../tests/gql';
import {
  call,
  callRaw,
  dialogsClosed,
  holdAnswers,
  loginAt as login,
  recordPlaces,
  underServiceWorker,
} from './support/journey';
import {
  ADMIN,
  badgeCount,
  holdJudgingCommits,
  JUDGE,
  judgedCount,
  judgeTablet,
  rateShownCage,
  startedEvent,
} from './support/judging';
import { expect, expectNoAxeViolations, test } from './support/test';

// Unique per run: every spec shares one server and its demo data.
const SERIAL = Date.now() % 10_000_000;
const TABLET = { width: 800, height: 1280 };

/** The list's "all cages" filter (the segmented control's label; its radio is visually hidden). */
const showAll = (page: Page) =>
  page
    .getByRole('main')
    .locator('label', { hasText: /^(Alle|All)$/ })
    .click();

const savedBadges = (page: Page) =>
  page.getByRole('main').getByText('Auf diesem Gerät gespeichert', { exact: true });

test('a judge rates offline on a tablet, reloads, and every rating reaches the server once', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const event = await startedEvent(request, `Offline-Schau ${SERIAL}`);
  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-DE' });
  const admin = await adminContext.newPage();
  await login(admin, ADMIN, `/event/${event.id}`);
  const total = (
    await callRaw(
      request,
      graphql(`query JudgingJourneyCageCount($id: ID!) { event(id: $id) { cageCount } }`),
      { id: event.id },
    )
  ).data!.event.cageCount;
  await expect(admin.getByText(`0 von ${total} Käfigen bewertet`)).toBeVisible();
  // A visitor's page follows the counts too, without Apollo (the light subscription).
  const guestContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-DE' });
  const guest = await guestContext.newPage();
  await guest.goto(`/event/${event.id}`);
  await expect(guest.getByText(`0 von ${total} Käfigen bewertet`)).toBeVisible();

  const context = await judgeTablet(browser, { viewport: TABLET, serviceWorkers: 'allow' });
  const judge = await context.newPage();
  await login(judge, JUDGE, `/judge/event/${event.id}/cages`);
  await underServiceWorker(judge);
  await expect(judge.getByRole('link', { name: /Nächster offener Käfig/ })).toBeVisible();

  await context.setOffline(true);
  await judge.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  for (let i = 0; i < 10; i++) await rateShownCage(judge, i % 3);
  await judge.getByRole('button', { name: 'Überspringen' }).click();
  const dialog = judge.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Krank' }).check();
  await dialog.getByRole('button', { name: 'Überspringen' }).click();
  await expect(judge.getByRole('heading', { level: 1, name: 'Käfig 12' })).toBeVisible();
  await expect.poll(() => badgeCount(judge)).toBe(11);

  // Reloaded without network: the list, the state of each cage and the badge are all still there.
  await judge.reload();
  await expect(judge.getByRole('heading', { level: 1, name: 'Käfig 12' })).toBeVisible();
  await judge.getByRole('link', { name: /^Alle Käfige/ }).click();
  await showAll(judge);
  await expect(savedBadges(judge)).toHaveCount(11);
  await expect.poll(() => badgeCount(judge)).toBe(11);
  expect(await judgedCount(request, event.id)).toBe(0);

  // The page reloaded offline reads navigator.onLine true already, as a tablet on Wi-Fi that lets
  // nothing through does: no `online` event comes, and the outbox's own retry (at least every 14 s)
  // must find the network back.
  await context.setOffline(false);
  await expect.poll(() => badgeCount(judge), { timeout: 30_000 }).toBe(0);
  await expect(judge.getByRole('main').getByText('Gesendet', { exact: true })).toHaveCount(11);
  // The admin's open page follows without a reload.
  await expect(admin.getByText(`11 von ${total} Käfigen bewertet`)).toBeVisible();
  await expect(guest.getByText(`11 von ${total} Käfigen bewertet`)).toBeVisible();
  expect(await judgedCount(request, event.id)).toBe(11);
  await context.close();
  await adminContext.close();
  await guestContext.close();
});

test('ratings that arrive after the end go to the show office; its decision comes back to the tablet', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const event = await startedEvent(request, `Späte Schau ${SERIAL}`);
  const context = await judgeTablet(browser, { viewport: TABLET, serviceWorkers: 'allow' });
  const judge = await context.newPage();
  await login(judge, JUDGE, `/judge/event/${event.id}/cages`);
  await underServiceWorker(judge);
  await expect(judge.getByRole('link', { name: /Nächster offener Käfig/ })).toBeVisible();
  await context.setOffline(true);
  await judge.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  for (let i = 0; i < 2; i++) await rateShownCage(judge);
  await judge.getByRole('button', { name: 'Überspringen' }).click();
  const skip = judge.getByRole('dialog');
  await skip.getByRole('radio', { name: 'Anderer Grund' }).check();
  await skip.getByRole('button', { name: 'Überspringen' }).click();
  // "Another reason" says which.
  await expect(skip.getByText('Bitte nennen Sie den Grund in ein paar Worten.')).toBeVisible();
  await skip.getByRole('textbox', { name: /Welcher Grund/ }).fill('Ring nicht lesbar');
  await skip.getByRole('button', { name: 'Überspringen' }).click();
  await expect(judge.getByRole('heading', { level: 1, name: 'Käfig 4' })).toBeVisible();
  await expect.poll(() => badgeCount(judge)).toBe(3);

  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-DE' });
  const admin = await adminContext.newPage();
  await login(admin, ADMIN, `/event/${event.id}`);
  await admin.getByRole('button', { name: 'Event beenden' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Beenden' }).click();
  await expect(admin.getByText('Beendet', { exact: true })).toBeVisible();
  // Closed with the answer (the status may come first), before the page is loaded again below.
  await dialogsClosed(admin);

  // Back online: the three reach the show office. Nothing is left to send, nothing is red.
  await context.setOffline(false);
  await expect.poll(() => badgeCount(judge), { timeout: 30_000 }).toBe(0);
  await judge.goto('/judge/outbox');
  const atOffice = judge.getByRole('region', { name: 'Bei der Schauleitung' });
  await expect(atOffice.getByRole('listitem')).toHaveCount(3);
  await expect(atOffice.getByText('Bei der Schauleitung eingegangen, wartet auf Entscheidung.')).toHaveCount(
    3,
  );
  await expect(judge.getByRole('button', { name: /Bearbeiten/ })).toHaveCount(0);
  await expectNoAxeViolations(judge);
  // The card of one of them says so, and offers nothing it cannot do.
  await judge.goto(`/judge/event/${event.id}/cages`);
  await showAll(judge);
  await judge.getByRole('link', { name: /^Käfig 1:/ }).click();
  await expect(judge.getByText('Bei der Schauleitung eingegangen, wartet auf Entscheidung')).toBeVisible();
  await expect(judge.getByRole('button', { name: 'Als verspätete Bewertung senden' })).toBeDisabled();

  // The office accepts one and rejects another. The page kept the empty list it read at the end;
  // the office's buttons wait for the fresh one above them (it comes in tens of milliseconds here;
  // after 1.5 s they would show under the kept one), the judging counts' placeholder holds their
  // place, and the buttons never move once shown.
  const deleteButton = await recordPlaces(admin, 'Event löschen');
  await admin.reload();
  const late = admin.getByRole('region', { name: 'Verspätete Bewertungen' });
  await expect(late.getByRole('listitem')).toHaveCount(3, { timeout: 15_000 });
  await expect(admin.getByRole('status').filter({ hasText: /von \d+ Käfigen bewertet/ })).toBeVisible();
  expect(await deleteButton.places()).toHaveLength(1);
  // The list is read again after each decision. That read, answered by the server before the next
  // decision but arriving after it, would set the next one back to open: until it has arrived, the
  // decisions wait.
  const lateRead = await holdAnswers(admin, 'LateJudgingOps');
  await late.getByRole('listitem').nth(0).getByRole('button', { name: 'Annehmen' }).click();
  await expect(late.getByText('Angenommen', { exact: true })).toBeVisible();
  const reject = late.getByRole('listitem').nth(1).getByRole('button', { name: 'Ablehnen' });
  await expect(reject).toBeDisabled();
  lateRead.release();
  await reject.click();
  await expect(late.getByText('Abgelehnt', { exact: true })).toBeVisible();
  // Read again once more, the list still says so.
  await expect(late.getByRole('listitem').nth(1).getByRole('button', { name: 'Annehmen' })).toBeEnabled();
  await expect(late.getByText('Abgelehnt', { exact: true })).toBeVisible();
  expect(await judgedCount(request, event.id)).toBe(1);
  // While one still waits, the public results say they are provisional.
  await admin.goto(`/results/${event.id}/list`);
  await expect(admin.getByText('Vorläufige Ergebnisse')).toBeVisible();
  await expect(
    admin.getByText(
      'Über 1 Bewertung, die nach dem Ende ankam, hat die Schauleitung noch nicht entschieden.',
      {
        exact: false,
      },
    ),
  ).toBeVisible();

  // The tablet learns it by itself within seconds, on the page it has open.
  await judge.goto('/judge/outbox');
  const decided = judge.getByRole('region', { name: 'Von der Schauleitung entschieden' });
  const acceptedText = /^Von der Schauleitung angenommen am .*: sie zählt\.$/;
  const rejectedText = /^Von der Schauleitung abgelehnt am .*: sie zählt nicht\.$/;
  await expect(decided.getByRole('listitem')).toHaveCount(2, { timeout: 10_000 });
  await expect(decided.getByText(acceptedText)).toHaveCount(1);
  await expect(decided.getByText(rejectedText)).toHaveCount(1);
  await expect(atOffice.getByRole('listitem')).toHaveCount(1);
  await judge.goto(`/judge/event/${event.id}/cages`);
  await showAll(judge);
  await judge.getByRole('link', { name: /^Käfig 1:/ }).click();
  await expect(
    judge.getByText(/Ihre verspätete Bewertung \(Gesamt .*\): Von der Schauleitung angenommen/),
  ).toBeVisible();

  // The office changes its mind about both (cage 1 now rejected, cage 2 accepted): the open card
  // and the outbox page follow again, within seconds.
  const { lateJudgingOps } = await call(
    request,
    graphql(`query JudgingJourneyLateOps($id: ID!) { lateJudgingOps(eventId: $id) { opId status } }`),
    { id: event.id },
    event.adminToken,
  );
  for (const op of lateJudgingOps.filter((o) => o.status !== 'PENDING'))
    await call(
      request,
      graphql(
        `mutation JudgingJourneyDecideAgain($opId: ID!, $accept: Boolean!) { resolveLateJudgingOp(opId: $opId, accept: $accept) { opId } }`,
      ),
      { opId: op.opId, accept: op.status === 'REJECTED' },
      event.adminToken,
    );
  await expect(
    judge.getByText(/Ihre verspätete Bewertung \(Gesamt .*\): Von der Schauleitung abgelehnt/),
  ).toBeVisible({ timeout: 10_000 });
  expect(await judgedCount(request, event.id)).toBe(1);
  await judge.goto('/judge/outbox');
  await expect(decided.getByText(acceptedText)).toHaveCount(1);
  await expect(decided.getByText(rejectedText)).toHaveCount(1);
  await judge.goto(`/judge/event/${event.id}/cages`);
  await showAll(judge);
  await judge.getByRole('link', { name: /^Käfig 2:/ }).click();
  await expect(
    judge.getByText(/Ihre verspätete Bewertung \(Gesamt .*\): Von der Schauleitung angenommen/),
  ).toBeVisible();
  await context.close();
  await adminContext.close();
});

test('the same judge in two tabs, both offline, never doubles a rating', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const event = await startedEvent(request, `Zwei Tabs ${SERIAL}`);
  const context = await judgeTablet(browser, { viewport: TABLET, serviceWorkers: 'allow' });
  const first = await context.newPage();
  await login(first, JUDGE, `/judge/event/${event.id}/cages`);
  await underServiceWorker(first);
  const second = await context.newPage();
  await second.goto(`/judge/event/${event.id}/cages`);
  await expect(second.getByRole('link', { name: /Nächster offener Käfig/ })).toBeVisible();
  await expect.poll(() => second.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  const cageLink = (page: Page, n: number) => page.getByRole('link', { name: new RegExp(`^Käfig ${n}:`) });
  for (const [page, cages] of [
    [first, [1, 2, 3]],
    [second, [4, 5, 3]],
  ] as const) {
    // A tab in the background has its animation frames paused: the judge works in the one in front.
    await page.bringToFront();
    for (const n of cages) {
      await page.goto(`/judge/event/${event.id}/cages`);
      await showAll(page);
      await cageLink(page, n).click();
      await expect(page.getByRole('heading', { level: 1, name: `Käfig ${n}` })).toBeVisible();
      await rateShownCage(page, n === 3 && page === second ? 2 : 0);
    }
  }
  // Each tab learns of the other's saves through IndexedDB's cross-tab notice. Every save is stored
  // before its card moves on (the page.goto right after a save once aborted an uncommitted one),
  // and the server's count is read alongside, so a failure tells a lost notice from a lost rating.
  const seen = async (page: Page) => ({
    unsent: await badgeCount(page),
    judgedOnServer: await judgedCount(request, event.id),
  });
  await expect.poll(() => seen(second), { timeout: 20_000 }).toEqual({ unsent: 6, judgedOnServer: 0 });
  await expect.poll(() => seen(first), { timeout: 20_000 }).toEqual({ unsent: 6, judgedOnServer: 0 });

  await context.setOffline(false);
  await expect.poll(() => badgeCount(first), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => badgeCount(second), { timeout: 30_000 }).toBe(0);
  // Five cages judged, cage 3 by the later correction; six ops, none twice.
  expect(await judgedCount(request, event.id)).toBe(5);
  await context.close();
});

test('a rating the card has moved on from survives a reload right after, on a slow device', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const event = await startedEvent(request, `Langsames Tablet ${SERIAL}`);
  const context = await judgeTablet(browser, { viewport: TABLET, serviceWorkers: 'allow' });
  // Every write to the judging database takes ~500 ms to commit, as on a busy low-end tablet.
  await context.addInitScript(holdJudgingCommits, 500);
  const judge = await context.newPage();
  await login(judge, JUDGE, `/judge/event/${event.id}/cages`);
  await judge.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  for (let i = 0; i < 3; i++) {
    await expect(judge.getByRole('heading', { level: 1, name: `Käfig ${i + 1}` })).toBeVisible();
    const categories = judge.locator('fieldset[data-category]');
    for (const category of await categories.all()) await category.getByRole('radio').first().check();
    await judge.getByRole('button', { name: 'Speichern' }).click();
    // The tab goes away the moment the next card shows.
    await expect(judge.getByRole('heading', { level: 1, name: `Käfig ${i + 2}` })).toBeVisible();
    await judge.reload();
  }
  await expect.poll(() => judgedCount(request, event.id), { timeout: 30_000 }).toBe(3);
  await context.close();
});

test('a rating the device cannot store brings the card back with what was entered', async ({
  browser,
  request,
}) => {
  const event = await startedEvent(request, `Voller Speicher ${SERIAL}`);
  const context = await judgeTablet(browser, { viewport: TABLET });
  const page = await context.newPage();
  await login(page, JUDGE, `/judge/event/${event.id}/cages`);
  await page.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Käfig 1' })).toBeVisible();
  // The next write to IndexedDB fails, as it does when the device's storage is full.
  await page.evaluate(() => {
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = (..._args: Parameters<typeof add>) => {
      IDBObjectStore.prototype.add = add;
      throw new DOMException('The storage is full', 'QuotaExceededError');
    };
  });
  const categories = page.locator('fieldset[data-category]');
  for (const category of await categories.all()) await category.getByRole('radio').last().check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nicht gespeichert' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Käfig 1' })).toBeVisible();
  for (const category of await categories.all())
    await expect(category.getByRole('radio').last()).toBeChecked();
  expect(await badgeCount(page)).toBe(0);
  // Saved again, it is kept and the judge moves on.
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Käfig 2' })).toBeVisible();
  await expect.poll(() => judgedCount(request, event.id)).toBe(1);
  await context.close();
});

test('the judge pages pass axe in German and English', async ({ browser, request }) => {
  const event = await startedEvent(request, `Barrierefreie Schau ${SERIAL}`);
  const context = await judgeTablet(browser, { viewport: TABLET });
  const page = await context.newPage();
  await login(page, JUDGE, `/judge/event/${event.id}/cages`);
  for (const prefix of ['', '/en']) {
    await page.goto(`${prefix}/judge/event/${event.id}/cages`);
    await expect(page.getByRole('link', { name: /Nächster offener Käfig|Next open cage/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /Nächster offener Käfig|Next open cage/ }).click();
    await expect(page.locator('fieldset[data-category]')).toHaveCount(5);
    await expectNoAxeViolations(page);
  }
  await context.close();
});
