import type { APIRequestContext, Page } from '@playwright/test';
import { field, graphql, loginAt as login, rawGraphql, tokenOf } from './support/journey';
import { eventInput } from './support/judging';
import { expect, expectNoAxeViolations, test } from './support/test';

const ADMIN = 'admin@example.org';
const BREEDER = 'zuechter@example.org';
const DAY = 86_400_000;
const YEAR = new Date().getFullYear();
// Unique per run: every spec shares one server and its demo data.
const SERIAL = 200_000 + (Date.now() % 7_000_000);

async function createPigeon(request: APIRequestContext, token: string, ringNumber: string): Promise<string> {
  const { createPigeon } = await graphql(
    request,
    'mutation ($input: PigeonInput!) { createPigeon(input: $input) { id } }',
    { input: { ringNumber, sex: 'F', color: 'blau' } },
    token,
  );
  return createPigeon.id;
}

test('a visitor meets an unknown event in German and English', async ({ page }) => {
  await page.goto('/event/999999999');
  await expect(page.getByText('Das Event konnte nicht gefunden werden')).toBeVisible();
  await expect(page).toHaveTitle(/^Detail Ansicht/);
  await page.goto('/en/event/999999999');
  await expect(page.getByText('Event could not be found')).toBeVisible();
  await expect(page).toHaveTitle(/^Event details/);
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

test('the events list shows a page of events and loads the next on request', async ({ page, request }) => {
  // More events than one page (24), whatever the other journeys have created meanwhile.
  const adminToken = await tokenOf(request, ADMIN);
  const { events } = await graphql(request, '{ events(limit: 30) { id } }', {});
  for (let i = events.length; i < 30; i++)
    await graphql(
      request,
      'mutation ($input: EventInput!) { createEvent(input: $input) { id } }',
      { input: eventInput(`Seitenschau ${SERIAL}-${i}`, 1) },
      adminToken,
    );
  await page.goto('/event');
  const details = page.getByRole('link', { name: /^Details zu / });
  await expect(details).toHaveCount(24);
  await expect(page.getByRole('status').filter({ hasText: '24 Events angezeigt' })).toBeVisible();
  await page.getByRole('button', { name: 'Weitere Events laden' }).click();
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
    const { events } = await graphql(request, '{ events { id cageCount } }', {});
    const caged = (events as { id: string; cageCount: number }[]).find((event) => event.cageCount > 0);
    expect(caged).toBeDefined();
    const id = caged?.id ?? '';
    await page.goto(`/event/${id}`);
    await page.getByRole('link', { name: 'Käfigzuweisung ansehen' }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${id}/cages$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Käfigzuweisung' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Ringnummer' }).first()).toBeVisible();
    const rows = page.getByRole('row');
    const all = await rows.count();
    await page.getByRole('searchbox', { name: 'Suchen' }).fill('1');
    await expect(rows.first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('searchbox', { name: 'Suchen' }).fill('keine-solche-taube');
    await expect(page.getByText('Keine Käfige gefunden.')).toBeVisible();
    expect(all).toBeGreaterThan(1);
    await page.goto(`/en/event/${id}/cages`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cage assignment' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Ring number' }).first()).toBeVisible();
  });
});

/** Closes the notifications (they fade, which axe may catch half-transparent). */
async function dismissNotifications(page: Page) {
  const close = page.locator('.mantine-Notification-root').getByRole('button', { name: 'Schließen' });
  for (const button of await close.all()) await button.click();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
}

/** A datetime-local value in the browser's (= this machine's) time zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

test('an event from creation to start: registration, judges, cages and a live status', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
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
  await field(page, 'Art des Events').fill('Lokalschau');
  await field(page, 'Beschreibung').fill('Eine Schau für den e2e-Test.');
  await field(page, 'Anmeldeschluss').fill(localInput(new Date(Date.now() + 7 * DAY)));
  await field(page, 'Beginn').fill(localInput(new Date(Date.now() + 6 * DAY)));
  await field(page, 'Straße').fill('Hauptstraße');
  await field(page, 'Hausnummer').fill('1');
  await field(page, 'Postleitzahl').fill('34117');
  await field(page, 'Stadt').fill('Kassel');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Das Event kann nicht vor dem Anmeldeschluss beginnen')).toBeVisible();
  await expectNoAxeViolations(page);
  await field(page, 'Beginn').fill(localInput(new Date(Date.now() + 14 * DAY)));
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
  await expect(breeder.getByRole('checkbox', { name: new RegExp(rings[0]) })).toHaveCount(0);
  expect(await breeder.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const again = await rawGraphql(
    breeder.request,
    'mutation ($eventId: ID!, $pigeonIds: [ID!]!) { registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id } }',
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
  await expectNoAxeViolations(visitor);
  await visitor.goto(`/en/event/${id}`);
  await expect(visitor.getByText('Registration deadline')).toBeVisible();
  await expect(visitor.getByText('Registration open')).toBeVisible();
  await expect(visitor).toHaveTitle(/^Event details/);

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
  await field(page, 'Anmeldeschluss').fill(localInput(new Date(Date.now() - 3_600_000)));
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${id}$`));
  await expect(page.getByText('Anmeldung geschlossen')).toBeVisible();

  // Judges for every class with registrations.
  await page.getByRole('link', { name: 'Richter zuweisen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Richter zuweisen' })).toBeVisible();
  const groups = page.getByRole('group');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) await group.getByRole('checkbox').first().check();
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
  await page.goto(`/event/${id}`);
  await page.getByRole('button', { name: 'Event starten' }).click();
  await page.getByRole('dialog', { name: 'Event starten?' }).getByRole('button', { name: 'Starten' }).click();
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
  await expect(visitor.getByText('Beendet', { exact: true })).toBeVisible({ timeout: 10_000 });
  // An ended event is not edited any more: no link, and the edit page says why.
  await expect(page.getByRole('link', { name: 'Bearbeiten' })).toHaveCount(0);
  await page.goto(`/admin/event/${id}/edit`);
  await expect(page.getByText('Das Event ist beendet; daran lässt sich nichts mehr ändern.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zurück zum Event' }).click();
  await page.getByRole('button', { name: 'Event löschen' }).click();
  await page
    .getByRole('dialog', { name: 'Event löschen?' })
    .getByRole('button', { name: 'Endgültig löschen' })
    .click();
  await expect(page.getByText('Das Event wurde gelöscht.')).toBeVisible();
  await page.getByRole('link', { name: 'Alle Events' }).click();
  await expect(page).toHaveURL(/\/event$/);
  await expect(visitor.getByText('Das Event konnte nicht gefunden werden')).toBeVisible({ timeout: 10_000 });
  await visitorContext.close();
});

test('a judge finds the assigned events from the dashboard, in German and English', async ({ page }) => {
  await login(page, 'richter@example.org', '/dashboard');
  await page.getByRole('link', { name: 'Zugewiesene Events' }).click();
  await expect(page).toHaveURL(/\/judge\/myEvents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zugewiesene Events' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/en/judge/myEvents');
  await expect(page.getByRole('heading', { level: 1, name: 'Assigned events' })).toBeVisible();
  await expectNoAxeViolations(page);
});
