import { randomUUID } from 'node:crypto';
import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { APIRequestContext, Page } from '@playwright/test';
import { CACHE_STORE } from '../src/web/lib/apollo/cacheStore';
import { retryDelay } from '../src/web/lib/network/retryDelay';
import { graphql } from '../tests/gql';
import { forwardRequest } from './support/forward';
import {
  call,
  callRaw,
  DEMO_PASSWORD,
  dialogsClosed,
  field,
  fillDate,
  holdAnswers,
  keptAnswerHolds,
  loginAt as login,
  recordPlaces,
  tokenOf,
  untilTakenOver,
} from './support/journey';
import { eventInput, JUDGE, startedEvent } from './support/judging';
import { expect, expectNoAxeViolations, test } from './support/test';

const ADMIN = 'admin@example.org';
const BREEDER = 'zuechter@example.org';
const DAY = 86_400_000;
const YEAR = new Date().getFullYear();
// Unique per run: every spec shares one server and its demo data.
const SERIAL = 200_000 + (Date.now() % 7_000_000);

const UPDATE_EVENT = graphql(
  `mutation EventsJourneyUpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }`,
);
const REGISTER_PIGEONS = graphql(
  `mutation EventsJourneyRegisterPigeons($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }`,
);

/** A new event with one class, created by the admin through the API: its id. */
async function createEventAs(request: APIRequestContext, adminToken: string, title: string): Promise<string> {
  const { createEvent } = await call(
    request,
    graphql(`mutation EventsJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }`),
    { input: eventInput(title, 1) },
    adminToken,
  );
  return createEvent.id;
}

async function createPigeon(request: APIRequestContext, token: string, ringNumber: string): Promise<string> {
  const { createPigeon } = await call(
    request,
    graphql(
      `mutation EventsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
    ),
    { input: { ringNumber, sex: 'F', color: 'blau' } },
    token,
  );
  return createPigeon.id;
}

test('a visitor meets an unknown event in German and English', async ({ page }) => {
  await page.goto('/event/999999999');
  await expect(page.getByText('Das Event konnte nicht gefunden werden')).toBeVisible();
  await expect(page).toHaveTitle(/^Event nicht gefunden · /);
  await page.goto('/en/event/999999999');
  await expect(page.getByText('Event could not be found')).toBeVisible();
  await expect(page).toHaveTitle(/^Event not found · /);
});

test('the events list links to the details', async ({ page }) => {
  await page.goto('/event');
  await page
    .getByRole('link', { name: /^Details zu / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/event\/[^/]+$/);
  await expect(page.getByText('Anmeldeschluss')).toBeVisible();
});

test('an event page sent a moment before the admin renamed the event shows the new title', async ({
  request,
}) => {
  const adminToken = await tokenOf(request, ADMIN);
  const id = await createEventAs(request, adminToken, `Vorher ${SERIAL}`);
  const page = async () => (await request.get(`/event/${id}`, { headers: { accept: 'text/html' } })).text();
  // Rendered now, and kept for the next visitors of the next two seconds...
  expect(await page()).toContain(`Vorher ${SERIAL}`);
  await call(request, UPDATE_EVENT, { id, input: eventInput(`Nachher ${SERIAL}`, 1) }, adminToken);
  // ...unless the event changes meanwhile: the app trusts a rendered page's data.
  const after = await page();
  expect(after).toContain(`Nachher ${SERIAL}`);
  expect(after).not.toContain(`Vorher ${SERIAL}`);
});

test('the events list shows a page of events and loads the next on request', async ({ page, request }) => {
  // More events than one page (24), whatever the other journeys have created meanwhile.
  const adminToken = await tokenOf(request, ADMIN);
  const { events } = await call(request, graphql(`query EventsJourneyPage { events(limit: 30) { id } }`), {});
  for (let i = events.length; i < 30; i++)
    await createEventAs(request, adminToken, `Seitenschau ${SERIAL}-${i}`);
  await page.goto('/event');
  const details = page.getByRole('link', { name: /^Details zu / });
  await expect(details).toHaveCount(24);
  await expect(page.getByRole('status').filter({ hasText: '24 Events angezeigt' })).toBeVisible();
  // With the app the next page joins the list (without it, the link opens the next page).
  await untilTakenOver(page, 'main a[href*="after="]');
  await page.getByRole('link', { name: 'Weitere Events laden' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^(2[5-9]|[3-9]\d|\d{3,}) Events angezeigt$/ }),
  ).toBeVisible();
  const hrefs = await details.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(24);
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a visitor reads the cage assignment of a demo event in German and English', async ({
    page,
    request,
  }) => {
    const { events } = await call(
      request,
      graphql(`query EventsJourneyCageCounts { events { id cageCount } }`),
      {},
    );
    const caged = events.find((event) => event.cageCount > 0);
    expect(caged).toBeDefined();
    const id = caged?.id ?? '';
    await page.goto(`/event/${id}`);
    await page.getByRole('link', { name: 'Käfigzuweisung ansehen' }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${id}/cages$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Käfigzuweisung' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Ringnummer' }).first()).toBeVisible();
    const rows = page.getByRole('row');
    const all = await rows.count();
    // Searching one pigeon's ring number leaves its row, and fewer rows than before.
    const { eventCages } = await call(
      request,
      graphql(`query EventsJourneyCages($id: ID!) { eventCages(eventId: $id) { ringNumber } }`),
      {
        id,
      },
    );
    const ring: string = eventCages[0].ringNumber;
    await page.getByRole('searchbox', { name: 'Suchen' }).fill(ring);
    await page.getByRole('searchbox', { name: 'Suchen' }).press('Enter');
    await expect(rows.filter({ hasText: ring })).toHaveCount(1);
    await expect.poll(() => rows.count()).toBeLessThan(all);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('searchbox', { name: 'Suchen' }).fill('keine-solche-taube');
    await page.getByRole('searchbox', { name: 'Suchen' }).press('Enter');
    await expect(page.getByText('Keine Käfige gefunden.')).toBeVisible();
    expect(all).toBeGreaterThan(1);
    await page.goto(`/en/event/${id}/cages`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cage assignment' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Ring number' }).first()).toBeVisible();
  });
});

/** Closes the notifications (they fade, which axe may catch half-transparent). */
async function dismissNotifications(page: Page) {
  const notes = page.locator('.mantine-Notification-root');
  // Notifications also close on their own, so the one to click may be gone: close the first one
  // left, again, until there is none.
  await expect(async () => {
    if ((await notes.count()) > 0)
      await notes.first().getByRole('button', { name: 'Schließen' }).click({ timeout: 1_000 });
    await expect(notes).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('an event from creation to start: registration, judges, cages and a live status', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `E2E-Schau ${SERIAL}`;
  const breederToken = await tokenOf(request, BREEDER);
  const yy = String((YEAR - 1) % 100).padStart(2, '0');
  const rings = [`DV-07001-${yy}-${SERIAL}`, `DV-07001-${yy}-${SERIAL + 1}`];
  const pigeonIds = [
    await createPigeon(request, breederToken, rings[0]),
    await createPigeon(request, breederToken, rings[1]),
  ];

  // The admin creates the event; a start before the deadline is refused on the client.
  await login(page, ADMIN, '/dashboard');
  await page.getByRole('link', { name: 'Event erstellen' }).click();
  await expect(page).toHaveURL(/\/admin\/event\/new$/);
  await field(page, 'Titel').fill(title);
  await field(page, 'Art des Events').selectOption({ label: 'Lokalschau' });
  await field(page, 'Beschreibung').fill('Eine Schau für den e2e-Test.');
  await fillDate(page, 'Anmeldeschluss', new Date(Date.now() + 7 * DAY));
  await fillDate(page, 'Beginn', new Date(Date.now() + 6 * DAY));
  await field(page, 'Straße').fill('Hauptstraße');
  await field(page, 'Hausnummer').fill('1');
  await field(page, 'Postleitzahl').fill('34117');
  await field(page, 'Stadt').fill('Kassel');
  // Countries by name in the page's language, stored by code; the association's own comes first chosen.
  await expect(field(page, 'Land').locator('option:checked')).toHaveText('Deutschland');
  await field(page, 'Land').selectOption({ label: 'Österreich' });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Das Event kann nicht vor dem Anmeldeschluss beginnen')).toBeVisible();
  await expectNoAxeViolations(page);
  await fillDate(page, 'Beginn', new Date(Date.now() + 14 * DAY));
  // The rating scheme starts from the German defaults; a step that does not divide the range is refused.
  await expect(page.getByLabel('Rücken von')).toHaveValue('17');
  await page.getByLabel('Rücken Schritt').fill('0,3');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Die Schrittweite muss positiv sein und die Spanne genau teilen'),
  ).toBeVisible();
  await page.getByLabel('Rücken Schritt').fill('0,25');
  await page.getByLabel('Rücken bis').fill('20');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.waitForURL((url) => /^\/event\/[^/]+$/.test(url.pathname));
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Lokalschau', { exact: true })).toBeVisible();
  await expect(page.getByText(/Kassel, Österreich/)).toBeVisible();
  await page.goto(`/en/event/${id}`);
  await expect(page.getByText('Local show', { exact: true })).toBeVisible();
  await expect(page.getByText(/Kassel, Austria/)).toBeVisible();
  await page.goto(`/event/${id}`);

  // The breeder registers two pigeons on a phone; the same pigeon again is refused.
  const breederContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const breeder = await breederContext.newPage();
  await login(breeder, BREEDER, `/event/${id}`);
  await expect(breeder.getByRole('heading', { name: 'Tauben anmelden' })).toBeVisible();
  for (const ring of rings) await breeder.getByRole('checkbox', { name: new RegExp(ring) }).check();
  await expectNoAxeViolations(breeder);
  await breeder.getByRole('button', { name: 'Ausgewählte anmelden' }).click();
  const mine = breeder.getByRole('region', { name: 'Meine Anmeldungen' });
  for (const ring of rings) await expect(mine.getByText(ring, { exact: true })).toBeVisible();
  // The rule for the class is said where the class is shown.
  await expect(mine).toContainText('Bis zum Anmeldeschluss folgt die Klasse jeder angemeldeten Taube');
  await expect(breeder.getByRole('checkbox', { name: new RegExp(rings[0]) })).toHaveCount(0);
  expect(await breeder.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const again = await callRaw(
    breeder.request,
    graphql(
      `mutation EventsJourneyRegisterAgain($eventId: ID!, $pigeonIds: [ID!]!) { registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id } }`,
    ),
    { eventId: id, pigeonIds: [pigeonIds[0]] },
    breederToken,
  );
  expect(again.errors?.[0]?.extensions?.code).toBe('PIGEON_ALREADY_REGISTERED');
  await breederContext.close();

  // A visitor sees the event in German and English.
  const visitorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-DE' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/event/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Kassel')).toBeVisible();
  await expect(visitor.getByText('Anmeldung offen')).toBeVisible();
  await expect(visitor.getByText('2 Anmeldungen').first()).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Tauben anmelden' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Event löschen' })).toHaveCount(0);
  await expect(visitor.getByText('Erstellt von')).toHaveCount(0);
  await expectNoAxeViolations(visitor);
  await visitor.goto(`/en/event/${id}`);
  await expect(visitor.getByText('Registration deadline')).toBeVisible();
  await expect(visitor.getByText('Registration open')).toBeVisible();
  await expect(visitor).toHaveTitle(`${title} · Taubenschau`);
  // Which admin created it is the office's business.
  await expect(visitor.getByText('Created by')).toHaveCount(0);

  // Before the deadline there is nothing to number: no link, and the page says why.
  await expect(page.getByRole('link', { name: 'Käfige zuweisen' })).toHaveCount(0);
  await page.goto(`/admin/cage-assign/${id}`);
  await expect(page.getByText('Das geht erst nach dem Anmeldeschluss')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alle Käfige nummerieren' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Zurück zum Event' }).click();

  // The admin moves the deadline into the past: registration closes.
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(field(page, 'Titel')).toHaveValue(title);
  await expect(page.getByLabel('Rücken bis')).toHaveValue('20');
  await fillDate(page, 'Anmeldeschluss', new Date(Date.now() - 3_600_000));
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${id}$`));
  await expect(page.getByText('Anmeldung geschlossen')).toBeVisible();

  // Not ready yet: starting says everything that is missing, with the way to it, and offers no start.
  await page.getByRole('button', { name: 'Event starten' }).click();
  const notReady = page.getByRole('dialog', { name: 'Event starten?' });
  await expect(notReady).toContainText('Käfignummern: 2 angemeldete Tauben haben noch keine.');
  await expect(notReady).toContainText('Richter für:');
  await expect(notReady.getByRole('link', { name: 'Zur Richterzuweisung' })).toBeVisible();
  await expect(notReady.getByRole('button', { name: 'Starten' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await notReady.getByRole('button', { name: 'Abbrechen' }).click();

  // Judges for every class with registrations.
  await page.getByRole('link', { name: 'Richter zuweisen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Richter zuweisen' })).toBeVisible();
  // Each class's judges (the header's disclosures are groups too).
  const groups = page.getByRole('main').getByRole('group');
  await expect(groups.first()).toBeVisible();
  // One judge for every class in one step.
  await page.getByLabel('Einem Richter alle Klassen zuteilen').selectOption({ label: 'Renate Richter' });
  await page.getByRole('button', { name: 'Allen Klassen zuteilen' }).click();
  for (const group of await groups.all())
    await expect(group.getByRole('checkbox', { name: 'Renate Richter' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Richter speichern' }).click();
  await expect(page.getByText('Richter gespeichert')).toBeVisible();

  // Cages: number all, change one by hand; numbering again asks first. The spec's spelling
  // /admin/cage-assign{id} leads to the same page.
  await page.goto(`/admin/cage-assign${id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/cage-assign/${id}$`));
  await page.getByRole('button', { name: 'Alle Käfige nummerieren' }).click();
  const first = page.getByLabel(`Käfig für ${rings[0]}`);
  await expect(first).toHaveValue('1');
  await first.fill('50');
  await page
    .getByRole('listitem')
    .filter({ hasText: rings[0] })
    .getByRole('button', { name: 'Ändern' })
    .click();
  await expect(page.getByText('Käfig 50 gespeichert')).toBeVisible();
  await dismissNotifications(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Alle Käfige nummerieren' }).click();
  const ask = page.getByRole('dialog', { name: 'Neu nummerieren?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A visitor keeps the event page open: the start shows without a reload.
  await visitor.goto(`/event/${id}`);
  await expect(visitor.getByText('Anmeldung geschlossen')).toBeVisible();
  // The page kept the checks of the last visit (cages and judges missing); the office's buttons
  // wait for the fresh ones above them and never move under the tap.
  const startButton = await recordPlaces(page, 'Event starten');
  await page.goto(`/event/${id}`);
  await page.getByRole('button', { name: 'Event starten' }).click();
  await expect(page.getByRole('heading', { name: 'Vor dem Start prüfen' })).toBeVisible();
  expect(await startButton.places()).toHaveLength(1);
  // Planned for days later: the dialog says so before the judges may rate.
  const startDialog = page.getByRole('dialog', { name: 'Event starten?' });
  await expect(startDialog).toContainText('Geplant ist das Event erst für');
  await startDialog.getByRole('button', { name: 'Starten' }).click();
  await expect(page.getByText('Bewertung läuft')).toBeVisible();
  await expect(visitor.getByText('Bewertung läuft')).toBeVisible({ timeout: 10_000 });
  // Cages are frozen now; a judge may still be replaced.
  await expect(page.getByRole('link', { name: 'Käfige zuweisen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Richter zuweisen' })).toBeVisible();

  // The cage assignment, public, in German and English.
  await visitor.getByRole('link', { name: 'Käfigzuweisung ansehen' }).click();
  const row = visitor.getByRole('row').filter({ hasText: rings[0] });
  await expect(row).toContainText('50');
  await expectNoAxeViolations(visitor);
  await visitor.goto(`/en/event/${id}/cages`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Cage assignment' })).toBeVisible();
  await expect(visitor.getByRole('row').filter({ hasText: rings[1] })).toBeVisible();

  // Ending lists the cages not judged yet; then the event can be deleted, and open pages learn it.
  await visitor.goto(`/event/${id}`);
  await expect(visitor.getByText('Bewertung läuft')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Event löschen' })).toHaveCount(0);
  await dismissNotifications(page);
  await page.getByRole('button', { name: 'Event beenden' }).click();
  const end = page.getByRole('dialog', { name: 'Event beenden?' });
  await expect(end.getByText(`50 · ${rings[0]}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await end.getByRole('button', { name: 'Beenden' }).click();
  await expect(page.getByText('Beendet', { exact: true })).toBeVisible();
  // The status may come (live) before the answer to "Beenden": the dialog closes with the answer.
  await dialogsClosed(page);
  await expect(visitor.getByText('Beendet', { exact: true })).toBeVisible({ timeout: 10_000 });
  // An ended event is not edited any more: no link, and the edit page says why.
  await expect(page.getByRole('link', { name: 'Bearbeiten' })).toHaveCount(0);
  await page.goto(`/admin/event/${id}/edit`);
  await expect(page.getByText('Das Event ist beendet; daran lässt sich nichts mehr ändern.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zurück zum Event' }).click();
  await page.getByRole('button', { name: 'Event löschen' }).click();
  // Ended, its results published: the dialog names what goes, and takes the title typed in.
  const remove = page.getByRole('dialog', { name: 'Event löschen?' });
  await expect(remove).toContainText('Bewertungen mit ihrem Verlauf, die Ergebnisse');
  await remove.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(remove.getByText('Bitte geben Sie den Titel des Events ein.')).toBeVisible();
  await remove.getByLabel('Zum Bestätigen den Titel des Events eingeben').fill(title);
  await remove.getByRole('button', { name: 'Endgültig löschen' }).click();
  // The admin lands on the list of events, told that the event is gone.
  await expect(page).toHaveURL(/\/event$/);
  await expect(page.getByText(`Das Event ${title} wurde gelöscht.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Events' })).toBeVisible();
  await expect(visitor.getByText('Das Event konnte nicht gefunden werden')).toBeVisible({ timeout: 10_000 });
  await visitorContext.close();
});

test('date fields speak the language of the page whatever the browser speaks, typed or picked from the calendar', async ({
  browser,
}) => {
  const cases = [
    { lang: 'de', width: 360, browserLocale: 'en-US' },
    { lang: 'en', width: 1280, browserLocale: 'de-DE' },
  ] as const;
  for (const { lang, width, browserLocale } of cases) {
    const de = lang === 'de';
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      locale: browserLocale,
      viewport: { width, height: 800 },
    });
    const page = await context.newPage();
    await login(page, ADMIN, de ? '/admin/event/new' : '/en/admin/event/new');
    const label = de ? 'Anmeldeschluss' : 'Registration deadline';
    const deadline = page.getByRole('group', { name: label });
    // Day, month, year, hours, minutes in the page's order and words, not the browser's.
    await expect(deadline.getByRole('spinbutton')).toHaveCount(5);
    expect(
      await deadline
        .getByRole('spinbutton')
        .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder'))),
    ).toEqual(de ? ['TT', 'MM', 'JJJJ', 'hh', 'mm'] : ['DD', 'MM', 'YYYY', 'hh', 'mm']);
    await fillDate(page, label, new Date(2030, 11, 20, 18, 0));
    await expect(deadline.getByRole('spinbutton', { name: de ? 'Tag' : 'Day' })).toHaveValue('20');
    await expect(deadline).toContainText(de ? '.' : '/');
    await expect(
      page.getByText(de ? 'Freitag, 20. Dezember 2030 um 18:00' : 'Friday, 20 December 2030 at 18:00'),
    ).toBeVisible();
    // Tab went on to the start, whose calendar opened; Escape closes it.
    await page.keyboard.press('Escape');
    // The calendar below names month and weekdays in the page's language; a day picked there counts.
    await deadline.getByRole('spinbutton', { name: de ? 'Monat' : 'Month' }).click();
    await expect(
      page.getByRole('button', { name: de ? 'Dezember 2030' : 'December 2030', exact: true }),
    ).toBeVisible();
    // One calendar (the start's closes with a fade), its weekdays in the page's language.
    await expect(page.getByRole('columnheader', { name: de ? 'Di' : 'Tu', exact: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: de ? 'Samstag, 21. Dezember 2030' : 'Saturday, 21 December 2030' })
      .click();
    await expect(
      page.getByText(de ? 'Samstag, 21. Dezember 2030 um 18:00' : 'Saturday, 21 December 2030 at 18:00'),
    ).toBeVisible();
    await context.close();
  }
});

test('a judge finds the assigned events from the dashboard, in German and English', async ({ page }) => {
  await login(page, 'richter@example.org', '/dashboard');
  await page.getByRole('link', { name: 'Zugewiesene Events' }).click();
  await expect(page).toHaveURL(/\/judge\/myEvents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zugewiesene Events' })).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  // Each event shows its status; running and coming events first, ended ones last.
  const statuses = ['Anmeldung offen', 'Anmeldung geschlossen', 'Bewertung läuft', 'Beendet'];
  const shown = await items.evaluateAll(
    (lis, labels) => lis.map((li) => labels.find((label) => li.textContent?.includes(label)) ?? null),
    statuses,
  );
  expect(shown).not.toContain(null);
  expect(shown).toContain('Bewertung läuft');
  expect(shown).toContain('Beendet');
  expect(shown.slice(shown.indexOf('Beendet')).every((status) => status === 'Beendet')).toBe(true);
  await expectNoAxeViolations(page);
  // Switched in the app: the judge pages' own texts (a catalog of their own) come in English too.
  // The language button is a disclosure (its summary has no role for Playwright) listing links.
  await page.getByRole('banner').locator('summary', { hasText: 'Sprache wählen' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/judge\/myEvents$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Assigned events' })).toBeVisible();
  await expect(items.last()).toContainText('Ended');
  await expectNoAxeViolations(page);
});

test('the events list groups running, upcoming and past events, in German and English', async ({ page }) => {
  // The demo's show being judged is on the home page, with the shows still ahead.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 3, name: 'Jungtierschau Kassel' })).toBeVisible();
  await page.goto('/event');
  const main = page.getByRole('main');
  // The demo's running show started yesterday: it leads the list, under its own heading.
  const running = page.getByRole('region', { name: 'Laufende Events' });
  await expect(running.getByRole('heading', { level: 3 }).first()).toHaveText('Jungtierschau Kassel');
  await expect(main.getByRole('heading', { level: 2, name: 'Kommende Events' })).toBeVisible();
  // Past events follow the upcoming ones: load pages until they are reached.
  const past = main.getByRole('heading', { level: 2, name: 'Vergangene Events' });
  const details = page.getByRole('link', { name: /^Details zu / });
  for (let i = 0; i < 20 && (await past.count()) === 0; i++) {
    const before = await details.count();
    // With the app the next page joins the list (without it, the link opens the next page).
    await untilTakenOver(page, 'main a[href*="after="]');
    await page.getByRole('link', { name: 'Weitere Events laden' }).click();
    await expect.poll(() => details.count()).toBeGreaterThan(before);
  }
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Laufende Events',
    'Kommende Events',
    'Vergangene Events',
  ]);
  // The demo's ended show is past; the running one is in no other group.
  const pastEvents = page.getByRole('region', { name: 'Vergangene Events' });
  await expect(
    pastEvents.getByRole('heading', { level: 3, name: 'Deutsche Brieftauben-Ausstellung Hannover' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Jungtierschau Kassel' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.goto('/en/event');
  await expect(main.getByRole('heading', { level: 2, name: 'Running events' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeVisible();
});

test('an admin changes single cage numbers: a taken one names its ring, 0 is refused, the row stays', async ({
  page,
  request,
}) => {
  const adminToken = await tokenOf(request, ADMIN);
  const breederToken = await tokenOf(request, BREEDER);
  const title = `Käfigschau ${SERIAL}`;
  const id = await createEventAs(request, adminToken, title);
  const yy = String((YEAR - 1) % 100).padStart(2, '0');
  // One class (same sex, no flights): numbered 1, 2, 3 in ring order.
  const rings = [0, 1, 2].map((i) => `DV-07002-${yy}-${SERIAL + i}`);
  const pigeonIds: string[] = [];
  for (const ring of rings) pigeonIds.push(await createPigeon(request, breederToken, ring));
  await call(request, REGISTER_PIGEONS, { e: id, p: pigeonIds }, breederToken);
  await call(request, UPDATE_EVENT, { id, input: eventInput(title, -1) }, adminToken);
  await call(
    request,
    graphql(`mutation EventsJourneyAssignCages($e: ID!) { assignCages(eventId: $e) { id } }`),
    { e: id },
    adminToken,
  );

  await login(page, ADMIN, `/admin/cage-assign/${id}`);
  const rows = page.getByRole('main').getByRole('listitem');
  const row = (ring: string) => rows.filter({ hasText: ring });
  const input = (ring: string) => page.getByLabel(`Käfig für ${ring}`);
  await expect(input(rings[0])).toHaveValue('1');

  // A number another cage has: the message names the ring in that cage.
  await input(rings[1]).fill('1');
  await row(rings[1]).getByRole('button', { name: 'Ändern' }).click();
  await expect(row(rings[1])).toContainText(`Käfig 1 hat bereits ${rings[0]}.`);

  // 0 stays 0 (never made 1) and is refused with its reason.
  await input(rings[1]).fill('0');
  await input(rings[1]).blur();
  await expect(input(rings[1])).toHaveValue('0');
  await row(rings[1]).getByRole('button', { name: 'Ändern' }).click();
  await expect(row(rings[1])).toContainText('Die Käfignummer muss größer als null sein.');
  await expect(input(rings[1])).toHaveValue('0');
  await expectNoAxeViolations(page);

  // The first cage becomes 50: it keeps its place at the top and the focus.
  await input(rings[0]).fill('50');
  await row(rings[0]).getByRole('button', { name: 'Ändern' }).click();
  await expect(page.getByText('Käfig 50 gespeichert')).toBeVisible();
  await expect(row(rings[0])).toContainText('von Hand gesetzt');
  await expect(rows.first()).toContainText(rings[0]);
  await expect(input(rings[0])).toHaveValue('50');
  await expect(input(rings[0])).toBeFocused();
  await expect(input(rings[0])).toBeInViewport();
  // The next cage right after: should the list be read again meanwhile, its answer held back until
  // both changes are saved (so it was given before the second), the numbers just saved stay.
  const lateList = await holdAnswers(page, 'AdminCages');
  await input(rings[0]).fill('51');
  await row(rings[0]).getByRole('button', { name: 'Ändern' }).click();
  await expect(page.getByText('Käfig 51 gespeichert')).toBeVisible();
  await input(rings[1]).fill('60');
  await row(rings[1]).getByRole('button', { name: 'Ändern' }).click();
  await expect(page.getByText('Käfig 60 gespeichert')).toBeVisible();
  lateList.release();
  await expect.poll(lateList.held).toBe(0);
  await expect(input(rings[0])).toHaveValue('51');
  await expect(input(rings[1])).toHaveValue('60');
  await expect(row(rings[1])).toContainText('von Hand gesetzt');
  // Loaded afresh, the list is by number again.
  await page.reload();
  await expect(rows.first()).toContainText(rings[2]);
  await expect(rows.last()).toContainText(rings[1]);

  await page.goto(`/en/admin/cage-assign/${id}`);
  await page.getByLabel(`Cage for ${rings[2]}`).fill('51');
  await row(rings[2]).getByRole('button', { name: 'Change' }).click();
  await expect(row(rings[2])).toContainText(`Cage 51 already holds ${rings[0]}.`);
  await page.getByLabel(`Cage for ${rings[2]}`).fill('-2');
  await row(rings[2]).getByRole('button', { name: 'Change' }).click();
  await expect(row(rings[2])).toContainText('The cage number must be greater than zero.');
});

test('a guest is offered the login and comes back; the breeder withdraws a pigeon after confirming', async ({
  page,
  request,
  browser,
}) => {
  const adminToken = await tokenOf(request, ADMIN);
  const breederToken = await tokenOf(request, BREEDER);
  const title = `Meldeschau ${SERIAL}`;
  const id = await createEventAs(request, adminToken, title);
  const yy = String((YEAR - 1) % 100).padStart(2, '0');
  const ring = `DV-07003-${yy}-${SERIAL}`;
  const pigeonId = await createPigeon(request, breederToken, ring);
  const registerIt = () => call(request, REGISTER_PIGEONS, { e: id, p: [pigeonId] }, breederToken);
  await registerIt();

  // A guest: the event page offers the login, which leads back to the event.
  await page.goto(`/event/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Loggen Sie sich ein, um Tauben anzumelden' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fevent%2F${id}$`));
  await field(page, 'E-Mail').fill(BREEDER);
  await field(page, 'Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${id}$`));

  // Withdrawing is not "Ausloggen" (that is the logout), has AA contrast, and asks first.
  const mine = page.getByRole('region', { name: 'Meine Anmeldungen' });
  const withdraw = mine.getByRole('button', { name: `Taube ${ring} zurückziehen` });
  await expect(withdraw).toHaveText('Zurückziehen');
  await expect(page.getByRole('main').getByRole('button', { name: /abmelden/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Loggen Sie sich ein, um Tauben anzumelden' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await withdraw.click();
  const ask = page.getByRole('dialog', { name: 'Anmeldung zurückziehen?' });
  await expect(ask).toContainText(ring);
  await ask.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(mine.getByText(ring, { exact: true })).toBeVisible();
  await withdraw.click();
  await page
    .getByRole('dialog', { name: 'Anmeldung zurückziehen?' })
    .getByRole('button', { name: 'Zurückziehen' })
    .click();
  await expect(page.getByText(`Taube ${ring} zurückgezogen`)).toBeVisible();
  await expect(mine.getByText(ring, { exact: true })).toHaveCount(0);
  await dialogsClosed(page);

  // In English: "Withdraw", and the guest's link to the English login.
  await registerIt();
  await page.goto(`/en/event/${id}`);
  await expect(page.getByRole('button', { name: `Withdraw pigeon ${ring}` })).toHaveText('Withdraw');
  const guest = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-DE' });
  const guestPage = await guest.newPage();
  await guestPage.goto(`/en/event/${id}`);
  await expect(guestPage.getByRole('link', { name: 'Log in to register pigeons' })).toHaveAttribute(
    'href',
    `/en/login?redirect=%2Fen%2Fevent%2F${id}`,
  );
  await guest.close();
});

test("a breeder's part of an event page that could not load comes when the network returns", async ({
  page,
  context,
  request,
}) => {
  const title = `Wackelnetz ${SERIAL}`;
  const id = await createEventAs(request, await tokenOf(request, ADMIN), title);
  // The network drops just as the logged-in part's script is asked for (and no service worker,
  // the journeys' default, answers for it from what it stored).
  const livePart = /\/assets\/EventDetailLive-[^/]*\.js$/;
  await page.route(livePart, (route) => route.abort('internetdisconnected'));
  const failed = page.waitForEvent('requestfailed', (request) => livePart.test(request.url()));
  await login(page, BREEDER, `/event/${id}`);
  await failed;
  // The event as a visitor sees it, without the login a logged-in breeder does not need.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Loggen Sie sich ein, um Tauben anzumelden' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Meine Anmeldungen' })).toHaveCount(0);

  // Back online: the page loads the part by itself, no reload.
  await page.unroute(livePart);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Meine Anmeldungen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tauben anmelden' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test("a breeder's part whose try on the network's return fails too comes by itself", async ({
  page,
  context,
  request,
}) => {
  const title = `Wackelnetz zäh ${SERIAL}`;
  const id = await createEventAs(request, await tokenOf(request, ADMIN), title);
  // The network is back for the browser before requests get through (Wi-Fi joined, its address
  // not there yet): the page's try on "online" fails like the first one, and no second "online"
  // comes. (Such a try also fails when it shares a request of the last try still on its way.)
  const livePart = /\/assets\/EventDetailLive-[^/]*\.js$/;
  let getsThrough = false;
  await page.route(livePart, (route) =>
    getsThrough ? route.continue() : route.abort('internetdisconnected'),
  );
  await login(page, BREEDER, `/event/${id}`);
  // The first try failed: the visitor's view, without the offer to log in.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Loggen Sie sich ein, um Tauben anzumelden' })).toHaveCount(0);
  // Vite announces each failed import (`vite:preloadError`, its documented hook).
  await page.evaluate(() => {
    (window as unknown as { failedAgain: Promise<void> }).failedAgain = new Promise((resolve) => {
      window.addEventListener('vite:preloadError', () => resolve(), { once: true });
    });
  });
  await context.setOffline(true);
  await context.setOffline(false);
  await page.evaluate(() => (window as unknown as { failedAgain: Promise<void> }).failedAgain);
  await expect(page.getByRole('heading', { name: 'Meine Anmeldungen' })).toHaveCount(0);
  getsThrough = true;
  await expect(page.getByRole('heading', { name: 'Meine Anmeldungen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tauben anmelden' })).toBeVisible();
});

/**
 * The journeys' server behind a gate the journey shuts and opens: requests pass through as they
 * are; a WebSocket connects while the gate is open and, while it is shut, is cut before its
 * handshake, as a browser meets a network that is gone (an error, then an abnormal close).
 */
async function webSocketGate(target: string) {
  const server = new URL(target);
  // As the server's own page would send them: it refuses sockets from other origins.
  const headers = (sent: IncomingHttpHeaders) => ({
    ...sent,
    host: server.host,
    ...(sent.origin ? { origin: server.origin } : {}),
  });
  const sockets = new Set<Duplex>();
  const proxy = createServer((req, res) =>
    forwardRequest(req, res, server, { headers: headers(req.headers) }),
  );
  const gate = {
    shut: false,
    refused: 0,
    connected: 0,
    url: '',
    /** Shuts the gate and cuts the sockets open now. */
    shutAndCut() {
      gate.shut = true;
      for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      proxy.closeAllConnections();
      proxy.close();
    },
  };
  proxy.on('upgrade', (req, socket: Duplex, head: Buffer) => {
    if (gate.shut) {
      gate.refused += 1;
      socket.destroy();
      return;
    }
    const onward = forward(new URL(req.url ?? '/', server), {
      method: req.method,
      headers: headers(req.headers),
    });
    onward.on('upgrade', (answer, upstream, upstreamHead) => {
      const lines = [`HTTP/1.1 101 ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2)
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (upstreamHead.length > 0) socket.write(upstreamHead);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
      const cut = () => {
        socket.destroy();
        upstream.destroy();
        sockets.delete(socket);
      };
      for (const end of [socket, upstream]) end.on('close', cut).on('error', cut);
      sockets.add(socket);
      gate.connected += 1;
    });
    onward.on('response', () => socket.destroy());
    onward.on('error', () => socket.destroy());
    onward.end();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  gate.url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return gate;
}

test('an open event page follows the judging again after the network was gone for minutes', async ({
  browser,
  request,
}) => {
  const event = await startedEvent(request, `Funkloch ${SERIAL}`);
  const gate = await webSocketGate(process.env.E2E_BASE_URL ?? '');
  const context = await browser.newContext({ baseURL: gate.url, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    // The page's timers are the test's: the socket's waits between tries (up to 30 s) pass when
    // the test says.
    await page.clock.install();
    await login(page, ADMIN, `/event/${event.id}`);
    const { cageCount } = (
      await call(
        request,
        graphql(`query EventsJourneyCageCount($id: ID!) { event(id: $id) { cageCount } }`),
        {
          id: event.id,
        },
      )
    ).event;
    await expect(page.getByText(`0 von ${cageCount} Käfigen bewertet`)).toBeVisible();
    // The office's part (Apollo's subscriptions), not the visitor's view shown until it is there.
    await expect(page.getByRole('button', { name: 'Event beenden' })).toBeVisible();

    // Gone for minutes: the socket tries again and again. (It once gave up at the first try that
    // could not connect, and the office's page stopped following until a reload.)
    gate.shutAndCut();
    const longestWaitMs = retryDelay(Number.MAX_SAFE_INTEGER) + 1000; // with webSocket.ts's jitter
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(longestWaitMs);
          return gate.refused;
        },
        { intervals: [100], timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(8);

    // Back for the browser before requests get through (Wi-Fi joined, its address not there yet):
    // the socket tries at once instead of after its 30 s wait, and when that try is refused too,
    // again after a second or two, not after another 30 s.
    const refusedBefore = gate.refused;
    const connectedBefore = gate.connected;
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => gate.refused).toBeGreaterThan(refusedBefore);
    gate.shut = false;
    await expect.poll(() => gate.connected, { timeout: 15_000 }).toBeGreaterThan(connectedBefore);
    const judgeToken = await tokenOf(request, JUDGE);
    const { judgeCages } = await call(
      request,
      graphql(`query EventsJourneyJudgeCages($id: ID!) { judgeCages(eventId: $id) { id } }`),
      { id: event.id },
      judgeToken,
    );
    const scores = { generalImpression: 9, boneStructure: 9, back: 19, musculature: 29, wings: 29 };
    const { submitJudgingOps } = await call(
      request,
      graphql(
        `mutation EventsJourneyRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }`,
      ),
      {
        ops: [
          {
            opId: randomUUID(),
            eventId: event.id,
            cageId: judgeCages[0].id,
            kind: 'RATE',
            scores,
            clientTime: new Date().toISOString(),
          },
        ],
      },
      judgeToken,
    );
    expect(submitJudgingOps).toEqual([{ outcome: 'APPLIED' }]);
    await expect(page.getByText(`1 von ${cageCount} Käfigen bewertet`)).toBeVisible();
  } finally {
    await context.close();
    gate.close();
  }
});

test('a cage list seen before says its event is gone once it was deleted, not the old list', async ({
  page,
  request,
}) => {
  const adminToken = await tokenOf(request, ADMIN);
  const title = `Gelöschte Schau ${SERIAL}`;
  const id = await createEventAs(request, adminToken, title);
  await page.goto(`/event/${id}/cages`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect.poll(() => keptAnswerHolds(page, title)).toBe(true);

  await call(
    request,
    graphql(`mutation EventsJourneyDeleteEvent($id: ID!) { deleteEvent(id: $id) }`),
    { id },
    adminToken,
  );
  // Online, the server's answer replaces what the device kept: the event is gone.
  await page.reload();
  await expect(page.getByText('Das Event konnte nicht gefunden werden')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await expect(page.getByText(/^Keine Verbindung/)).toHaveCount(0);
  expect(await keptAnswerHolds(page, title)).toBe(false);
});

/** The event's state as the device keeps it from an earlier visit (Apollo's cache in IndexedDB). */
const keptStatus = (page: Page, id: string) =>
  page.evaluate(
    async ([eventId, where]) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(where.database);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      const kept = await new Promise<unknown[]>((resolve, reject) => {
        const reading = database.transaction(where.store).objectStore(where.store).getAll();
        reading.onsuccess = () => resolve(reading.result);
        reading.onerror = () => reject(reading.error);
      });
      database.close();
      const caches = kept.filter((value): value is string => typeof value === 'string');
      const events = caches.map(
        (value) => (JSON.parse(value) as Record<string, { status?: string }>)[`Event:${eventId}`],
      );
      return events.find((event) => event?.status)?.status ?? null;
    },
    [id, CACHE_STORE] as const,
  );

test("an admin's event page shows the office's buttons for the event as it is, not as the device kept it", async ({
  page,
  request,
}) => {
  const event = await startedEvent(request, `Anderswo beendet ${SERIAL}`);
  await login(page, ADMIN, `/event/${event.id}`);
  await expect(page.getByRole('button', { name: 'Event beenden' })).toBeVisible();
  await expect.poll(() => keptStatus(page, event.id)).toBe('STARTED');
  await page.goto('/dashboard');
  // Another office ends it meanwhile; the device still keeps it as started.
  await call(
    request,
    graphql(`mutation EventsJourneyEndElsewhere($id: ID!) { endEvent(id: $id) { id } }`),
    { id: event.id },
    event.adminToken,
  );
  const ending = await recordPlaces(page, 'Event beenden');
  const deleting = await recordPlaces(page, 'Event löschen');
  await page.goto(`/event/${event.id}`);
  // The buttons of the ended event come once the server has answered, never the kept ones first.
  await expect(page.getByRole('button', { name: 'Event löschen' })).toBeVisible();
  expect(await ending.places()).toEqual([]);
  expect(await deleting.places()).toHaveLength(1);
});
