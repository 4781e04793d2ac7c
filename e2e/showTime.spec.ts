import type { Page } from '@playwright/test';
import { graphql } from '../tests/gql';
import { call, field, loginAt as login, tokenOf } from './support/journey';
import { eventInput } from './support/judging';
import { expect, expectNoAxeViolations, test } from './support/test';

// Every time of a show is Berlin's wall clock, whatever zone the reader's device is set to: these
// journeys run in a browser set to UTC, two hours behind Berlin in summer and one in winter.
test.use({ timezoneId: 'UTC' });

const ADMIN = 'admin@example.org';
const SERIAL = 300_000 + (Date.now() % 7_000_000);
const HOUR = 3_600_000;

const EVENT_TIMES = graphql(
  `query ShowTimeJourneyEvent($id: ID!) { event(id: $id) { registrationDeadline eventStart } }`,
);
const CREATE_EVENT = graphql(
  `mutation ShowTimeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }`,
);

/** Types day, month, year, hours and minutes ("201020301800") into a date field, part by part. */
async function typeDateTime(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
  await page.keyboard.press('Tab');
}

test('an admin on a UTC laptop enters Berlin times, and the event page and the API agree', async ({
  page,
  browser,
  request,
}) => {
  const title = `Zeitzonen-Schau ${SERIAL}`;
  await login(page, ADMIN, '/admin/event/new');
  await expect(
    page.getByText('Alle Zeiten gelten in der Zeitzone der Schau: Mitteleuropäische Zeit.'),
  ).toBeVisible();
  await field(page, 'Titel').fill(title);
  await field(page, 'Art des Events').selectOption({ label: 'Lokalschau' });
  // The deadline in summer time, the start after the switch back (27 October 2030, 03:00 → 02:00).
  await typeDateTime(page, 'Anmeldeschluss', '201020301800');
  await typeDateTime(page, 'Beginn', '271020301000');
  await expect(page.getByText('Sonntag, 20. Oktober 2030 um 18:00 MESZ')).toBeVisible();
  await expect(page.getByText('Sonntag, 27. Oktober 2030 um 10:00 MEZ')).toBeVisible();
  await field(page, 'Straße').fill('Hauptstraße');
  await field(page, 'Hausnummer').fill('1');
  await field(page, 'Postleitzahl').fill('34117');
  await field(page, 'Stadt').fill('Kassel');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.waitForURL((url) => /^\/event\/[^/]+$/.test(url.pathname));
  const id = page.url().split('/').pop() ?? '';

  // Stored as the instants of Berlin's 18:00 and 10:00, not UTC's.
  const { event } = await call(request, EVENT_TIMES, { id });
  expect(event).toEqual({
    registrationDeadline: '2030-10-20T16:00:00.000Z',
    eventStart: '2030-10-27T09:00:00.000Z',
  });

  // The page shows Berlin's times and, to this reader elsewhere, says whose they are.
  await expect(page.getByText('27.10.2030, 10:00 MEZ')).toBeVisible();
  await expect(page.getByText('20.10.2030, 18:00 MESZ')).toBeVisible();

  // The form opened again shows what was typed, not the UTC clock's 16:00.
  await page.goto(`/admin/event/${id}/edit`);
  await expect(page.getByText('Sonntag, 20. Oktober 2030 um 18:00 MESZ')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Stunden' }).first()).toHaveValue('18');

  // A reader in Berlin reads the same times, without the zone's name.
  const berlin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, timezoneId: 'Europe/Berlin' });
  const visitor = await berlin.newPage();
  await visitor.goto(`/en/event/${id}`);
  await expect(visitor.getByText('27 Oct 2030, 10:00', { exact: true })).toBeVisible();
  await expect(visitor.getByText('20 Oct 2030, 18:00', { exact: true })).toBeVisible();
  await berlin.close();
});

test('an open event page closes registration the moment the deadline passes, without a reload', async ({
  page,
  request,
}) => {
  const adminToken = await tokenOf(request, ADMIN);
  const title = `Fristablauf ${SERIAL}`;
  const { createEvent } = await call(request, CREATE_EVENT, { input: eventInput(title, 1) }, adminToken);
  // The page's clock, from now on moved by the test: no waiting an hour for the deadline.
  await page.clock.install();
  await page.goto(`/event/${createEvent.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Anmeldung offen', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Loggen Sie sich ein, um Tauben anzumelden' })).toBeVisible();
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));

  await page.clock.fastForward(HOUR + 5_000);
  await expect(page.getByText('Anmeldung geschlossen', { exact: true })).toBeVisible();
  await expect(page.getByText('Anmeldung offen', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Loggen Sie sich ein, um Tauben anzumelden' })).toHaveCount(0);
  expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true);
});
