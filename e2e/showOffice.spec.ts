import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser } from '@playwright/test';
import { graphql } from '../tests/gql';
import {
  call,
  dialogsClosed,
  eventIdByTitle,
  fillDate,
  loginAt as login,
  tokenOf,
  underServiceWorker,
} from './support/journey';
import { cagedEvent, eventInput, JUDGE } from './support/judging';
import { latestMailLink } from './support/mail';
import { readQr } from './support/qr';
import { expect, expectNoAxeViolations, test } from './support/test';

// The show office: entry fees, the catalogue and the cage labels before the show; the paper cards
// it enters during it; every breeder's results mail after it.

const ADMIN = 'admin@example.org';
const BREEDER = 'zuechter@example.org';
const YEAR = new Date().getFullYear();
// Unique per run: every spec shares one server and its demo data.
const SERIAL = 300_000 + (Date.now() % 6_000_000);

const START_EVENT = graphql(`mutation ShowOfficeJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }`);

async function createPigeon(request: APIRequestContext, token: string, ringNumber: string): Promise<string> {
  const { createPigeon } = await call(
    request,
    graphql(
      `mutation ShowOfficeJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
    ),
    { input: { ringNumber, sex: 'M', color: 'blau' } },
    token,
  );
  return createPigeon.id;
}

const phone = (browser: Browser, locale: string) =>
  browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });

test('entry fees: a breeder sees what registering costs and owes; the office marks it paid and exports the list', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Startgeld-Schau ${SERIAL}`;
  const adminToken = await tokenOf(request, ADMIN);
  const breederToken = await tokenOf(request, BREEDER);
  const { createEvent } = await call(
    request,
    graphql(
      `mutation ShowOfficeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }`,
    ),
    { input: { ...eventInput(title, 1), pigeonFeeCents: 250, breederFeeCents: 500 } },
    adminToken,
  );
  const id: string = createEvent.id;
  const yy = String((YEAR - 1) % 100).padStart(2, '0');
  const rings = [`DV-07002-${yy}-${SERIAL}`, `DV-07002-${yy}-${SERIAL + 1}`];
  for (const ring of rings) await createPigeon(request, breederToken, ring);

  // The breeder, on a phone: the fee is stated, and what the selection costs before registering.
  const breederContext = await phone(browser, 'de-DE');
  const breeder = await breederContext.newPage();
  await login(breeder, BREEDER, `/event/${id}`);
  await expect(
    breeder.getByText('Startgeld: 2,50 € je Taube, dazu einmal 5,00 € je Züchter (Katalog).'),
  ).toBeVisible();
  await breeder.getByRole('checkbox', { name: new RegExp(rings[0]) }).check();
  await expect(breeder.getByText('Diese Anmeldung kostet 7,50 €.')).toBeVisible();
  await breeder.getByRole('checkbox', { name: new RegExp(rings[1]) }).check();
  await expect(breeder.getByText('Diese Anmeldung kostet 10,00 €.')).toBeVisible();
  await expectNoAxeViolations(breeder);
  await breeder.getByRole('button', { name: 'Ausgewählte anmelden' }).click();
  const mine = breeder.getByRole('region', { name: 'Meine Anmeldungen' });
  await expect(mine.getByText('Ihr Startgeld: 10,00 €, bezahlt 0,00 €, offen 10,00 €.')).toBeVisible();
  expect(await breeder.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The dashboard names what is open, one tap from the event.
  await breeder.goto('/dashboard');
  const fees = breeder.getByRole('region', { name: 'Mein Startgeld' });
  await expect(fees.getByRole('link', { name: title })).toBeVisible();
  await expect(fees.getByText('Offen: 10,00 €').first()).toBeVisible();
  await expectNoAxeViolations(breeder);
  await breeder.goto(`/en/event/${id}`);
  await expect(breeder.getByText('Your entry fee: €10.00, paid €0.00, open €10.00.')).toBeVisible();
  await expectNoAxeViolations(breeder);

  // The show office at its desk: totals, the breeder open, marked paid today by transfer.
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, ADMIN, `/event/${id}`);
  await page.getByRole('link', { name: 'Startgeld' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/event/${id}/fees$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Startgeld' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: BREEDER });
  await expect(row).toContainText('10,00 €');
  await expect(row).toContainText('Offen 10,00 €');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /^Zahlung erfassen: 10,00\s€/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Zahlung erfassen' });
  await expect(dialog.getByText(/offen 10,00\s€, bisher bezahlt 0,00\s€/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Betrag' })).toHaveValue(/^10,00\s€$/);
  await expectNoAxeViolations(page);
  // A day to come is refused in the dialog, which stays open.
  await fillDate(dialog, 'Bezahlt am', new Date(YEAR + 1, 0, 1), false);
  await dialog.getByRole('button', { name: 'Zahlung buchen' }).click();
  await expect(dialog.getByText('Bitte geben Sie einen Tag bis heute ein.').first()).toBeVisible();
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await fillDate(dialog, 'Bezahlt am', now, false);
  await dialog.getByRole('radio', { name: 'Überweisung' }).check();
  await dialog.getByRole('button', { name: 'Zahlung buchen' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Bezahlt', { exact: true })).toBeVisible();
  await expect(row).toContainText('Überweisung');
  await page.getByText('Nur offene').click();
  await expect(page.getByRole('row').filter({ hasText: BREEDER })).toHaveCount(0);
  await page.getByText('Alle', { exact: true }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Startgeld – ${title}.csv`);
  const lines = (await readFile((await file.path())!, 'utf8')).slice(1).trimEnd().split('\r\n');
  expect(lines[0].split(';')).toEqual([
    'Züchter',
    'E-Mail',
    'Tauben',
    'Fällig (€)',
    'Bezahlt (€)',
    'Offen (€)',
    'Guthaben (€)',
    'Bezahlt am',
    'Zahlungsart',
    'Buchungen',
  ]);
  const line = lines.find((l) => l.includes(BREEDER))?.split(';');
  expect(line?.slice(1)).toEqual([
    BREEDER,
    '2',
    '10,00',
    '10,00',
    '0,00',
    '0,00',
    today,
    'Überweisung',
    `${today} 10,00 Überweisung`,
  ]);

  // The breeder sees it settled; the fee list works on a phone in English too.
  await breeder.goto(`/event/${id}`);
  await expect(breeder.getByText(/^Ihr Startgeld: 10,00\s€, bezahlt am /)).toBeVisible();
  await breederContext.close();
  const officeContext = await phone(browser, 'en-GB');
  const office = await officeContext.newPage();
  await login(office, ADMIN, `/en/admin/event/${id}/fees`);
  await expect(office.getByRole('heading', { level: 1, name: 'Entry fees' })).toBeVisible();
  await expect(office.getByRole('row').filter({ hasText: BREEDER })).toContainText('Bank transfer');
  expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(office);
  await officeContext.close();
});

/** Pages in a PDF Chromium printed: one page object each. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

test('the catalogue: cover, entries by class and cage, an index of breeders; printed without the app frame', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Katalog-Schau ${SERIAL}`;
  const breederToken = await tokenOf(request, BREEDER);
  const yy = String((YEAR - 1) % 100).padStart(2, '0');
  const rings = [`DV-07003-${yy}-${SERIAL}`, `DV-07003-${yy}-${SERIAL + 1}`];
  const { id } = await cagedEvent(request, title, async () => [
    {
      token: breederToken,
      pigeonIds: [
        await createPigeon(request, breederToken, rings[0]),
        await createPigeon(request, breederToken, rings[1]),
      ],
    },
  ]);
  const judge = (
    await call(
      request,
      graphql(`query ShowOfficeJourneyJudgeName { getClientByJWT { firstName lastName } }`),
      {},
      await tokenOf(request, JUDGE),
    )
  ).getClientByJWT;

  await login(page, ADMIN, `/event/${id}`);
  await page.getByRole('link', { name: 'Katalog' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/event/${id}/catalogue$`));
  const catalogue = page.getByRole('article', { name: 'Katalog' });
  await expect(catalogue.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(catalogue.getByText(`${judge.firstName} ${judge.lastName}`).first()).toBeVisible();
  const entries = catalogue.getByRole('region', { name: 'Meldungen' });
  for (const [i, ring] of rings.entries())
    await expect(entries.getByRole('row').filter({ hasText: ring })).toContainText(String(i + 1));
  await expect(catalogue.getByRole('region', { name: 'Züchterverzeichnis' })).toContainText('1, 2');
  await expectNoAxeViolations(page);

  // On paper: only the catalogue, its three parts on pages of their own.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Katalog' })).toBeHidden();
  expect(pageCount(await page.pdf({ format: 'A4' }))).toBe(3);
  await page.emulateMedia({ media: null });

  // In English, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/en/admin/event/${id}/catalogue`);
  await expect(page.getByRole('heading', { level: 2, name: 'Index of breeders' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test('cage labels: every cage on A4 label sheets; a judge opens a card from its QR code, and by number offline', async ({
  page,
  request,
  browser,
}) => {
  // Label sheets printed to a PDF, QR codes read from it, a tablet that goes offline: 39.3 and
  // 39.5 s in whole clean-clone runs on a 2-core machine, so three times that.
  test.setTimeout(180_000);
  const event = await cagedEvent(request, `Etiketten-Schau ${SERIAL}`);
  const { eventCatalogue: cages } = await call(
    request,
    graphql(
      `query ShowOfficeJourneyCatalogue($id: ID!) { eventCatalogue(eventId: $id) { cageId cageNumber } }`,
    ),
    { id: event.id },
    event.adminToken,
  );
  const cageOf = (n: number) => cages.find((c) => c.cageNumber === n)?.cageId;

  await login(page, ADMIN, `/event/${event.id}`);
  await page.getByRole('link', { name: 'Käfigetiketten' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/event/${event.id}/labels$`));
  const labels = page.locator('[data-label]');
  await expect(labels).toHaveCount(cages.length);
  await expect(labels.first()).toContainText('1');
  await expectNoAxeViolations(page);

  // Printed on 2 × 6 sheets, then 3 × 8: a page per sheet, every code drawn, no app frame.
  for (const [option, perSheet] of [
    ['2x6', 12],
    ['3x8', 24],
  ] as const) {
    await page.getByRole('combobox', { name: 'Etikettenbogen (A4)' }).selectOption(option);
    const sheets = Math.ceil(cages.length / perSheet);
    await expect(page.getByText(`${cages.length} Etiketten auf ${sheets} Bogen.`)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.locator('[data-label] svg path')).toHaveCount(cages.length);
    expect(pageCount(await page.pdf({ preferCSSPageSize: true }))).toBe(sheets);
    await page.emulateMedia({ media: null });
  }

  // The label of cage 1 links to its point card.
  const code = labels.first().getByRole('img', { name: 'Bewertungskarte von Käfig 1' });
  await code.scrollIntoViewIfNeeded();
  await expect(code.locator('path')).toHaveCount(1);
  const link = await readQr(code);
  expect(link).toBe(`${process.env.E2E_BASE_URL}/judge/event/${event.id}/${cageOf(1)}`);

  // In English on a phone, the page fits.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/en/admin/event/${event.id}/labels`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cage labels' })).toBeVisible();
  await expect(labels).toHaveCount(cages.length);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  // The judge's tablet: the camera opens the label's link; the cage list opens a card by number,
  // without network too.
  await call(request, START_EVENT, { id: event.id }, event.adminToken);
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    viewport: { width: 800, height: 1280 },
    hasTouch: true,
    // The tablet opens a card offline from what its service worker stored.
    serviceWorkers: 'allow',
  });
  const judge = await context.newPage();
  await login(judge, JUDGE, `/judge/event/${event.id}/cages`);
  await underServiceWorker(judge);
  await judge.goto(link as string);
  await expect(judge.getByRole('heading', { level: 1, name: 'Käfig 1' })).toBeVisible();
  await judge.goto(`/judge/event/${event.id}/cages`);
  await expect(judge.getByRole('link', { name: /Nächster offener Käfig/ })).toBeVisible();
  await context.setOffline(true);
  await judge.getByRole('searchbox', { name: 'Käfignummer' }).fill('999');
  await judge.getByRole('button', { name: 'Karte öffnen' }).click();
  await expect(judge.getByText('Käfig 999 gehört nicht zu Ihren Klassen.')).toBeVisible();
  await judge.getByRole('searchbox', { name: 'Käfignummer' }).fill('3');
  await judge.getByRole('searchbox', { name: 'Käfignummer' }).press('Enter');
  await expect(judge).toHaveURL(new RegExp(`/judge/event/${event.id}/${cageOf(3)}$`));
  await expect(judge.getByRole('heading', { level: 1, name: 'Käfig 3' })).toBeVisible();
  await expectNoAxeViolations(judge);
  await context.close();
});

test('results mails: ending the show mails each breeder their results; the office sees it and sends one again', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Mail-Schau ${SERIAL}`;
  const breederToken = await tokenOf(request, BREEDER);
  const yy = String((YEAR - 1) % 100).padStart(2, '0');
  const { id, adminToken } = await cagedEvent(request, title, async () => [
    {
      token: breederToken,
      pigeonIds: [
        await createPigeon(request, breederToken, `DV-07005-${yy}-${SERIAL}`),
        await createPigeon(request, breederToken, `DV-07005-${yy}-${SERIAL + 1}`),
      ],
    },
  ]);
  await call(request, START_EVENT, { id }, adminToken);
  const started = Date.now();

  await login(page, ADMIN, `/event/${id}`);
  await page.getByRole('button', { name: 'Event beenden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Event beenden?' });
  await expect(dialog).toContainText(
    'Danach erhält jeder Züchter mit Tauben im Event seine Ergebnisse per E-Mail.',
  );
  await dialog.getByRole('button', { name: 'Beenden' }).click();
  await expect(page.getByText('Das Event wurde beendet')).toBeVisible();

  // The breeder's mail links to their part of the results.
  const link = await latestMailLink(BREEDER, new RegExp(`/results/${id}/breeder#breeder-\\d+$`), started);
  const breederContext = await phone(browser, 'de-DE');
  const breederPage = await breederContext.newPage();
  await breederPage.goto(link);
  const heading = breederPage.locator(`#${new URL(link).hash.slice(1)}`);
  await expect(heading).toBeVisible();
  await expect(heading).toHaveText(/\S/);
  await breederContext.close();

  // The office: one breeder, one mail sent; sending it again counts twice.
  await page.getByRole('link', { name: 'Ergebnis-Mails' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/event/${id}/mails$`));
  const table = page.getByRole('table', { name: 'Ergebnis-Mails je Züchter' });
  const row = table.getByRole('row').filter({ hasText: BREEDER });
  await expect(row.getByText('Gesendet', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /Ergebnis-Mail erneut senden$/ }).click();
  await page
    .getByRole('dialog', { name: 'Ergebnis-Mail erneut senden?' })
    .getByRole('button', { name: 'Erneut senden' })
    .click();
  await expect(page.getByText('Die Mail wird gesendet.')).toBeVisible();
  await expect(row).toContainText('2 Mal gesendet');
  await dialogsClosed(page);

  // In English, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/en/admin/event/${id}/mails`);
  await expect(page.getByRole('heading', { level: 1, name: 'Results mails' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Results mails per breeder' })).toContainText('sent 2 times');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test('paper cards: the office enters a judge’s paper card, and every rating of a cage can be traced', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Papier-Schau ${SERIAL}`;
  const breederToken = await tokenOf(request, BREEDER);
  const yy = String((YEAR - 1) % 100).padStart(2, '0');
  const { id, adminToken } = await cagedEvent(request, title, async () => [
    {
      token: breederToken,
      pigeonIds: [
        await createPigeon(request, breederToken, `DV-07006-${yy}-${SERIAL}`),
        await createPigeon(request, breederToken, `DV-07006-${yy}-${SERIAL + 1}`),
      ],
    },
  ]);
  await call(request, START_EVENT, { id }, adminToken);
  const judgeToken = await tokenOf(request, JUDGE);
  const judge = (
    await call(
      request,
      graphql(`query ShowOfficeJourneyJudge { getClientByJWT { id firstName lastName } }`),
      {},
      judgeToken,
    )
  ).getClientByJWT;
  const judgeName = `${judge.firstName} ${judge.lastName}`;

  await login(page, ADMIN, `/event/${id}`);
  await page.getByRole('link', { name: 'Papierkarten und Verlauf' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/event/${id}/records$`));
  await page.getByLabel('Richter', { exact: true }).selectOption({ label: judgeName });
  await page.getByLabel('Käfignummer').fill('1');
  await expect(page.getByText(`DV-07006-${yy}-${SERIAL}`)).toBeVisible();
  const categories = page.locator('fieldset[data-category]');
  await expect(categories).toHaveCount(5);
  for (const category of await categories.all()) await category.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Karte speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Käfig 1' })).toContainText(
    `für ${judgeName} gespeichert, als vom Büro eingegeben.`,
  );
  // Ready for the next card of the pile: the number is empty and has the focus.
  await expect(page.getByLabel('Käfignummer')).toHaveValue('');
  await expect(page.getByLabel('Käfignummer')).toBeFocused();
  const history = page.getByRole('table', { name: 'Verlauf des Käfigs' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('Papierkarte, vom Büro eingegeben: Anton Adler');
  await expect(history).toContainText(judgeName);
  await expect(history).toContainText('Zählt');
  await expectNoAxeViolations(page);

  // It is the judge's rating: the judge's own tablet shows it.
  const { judgeCages } = await call(
    request,
    graphql(
      `query ShowOfficeJourneyJudgeCages($e: ID!) { judgeCages(eventId: $e) { cageNumber judgement { judge { id } } } }`,
    ),
    { e: id },
    judgeToken,
  );
  const first = judgeCages.find((c) => c.cageNumber === 1);
  expect(first?.judgement?.judge.id).toBe(String(judge.id));

  // A skip from the next card, then the event's whole history as CSV.
  await page.getByLabel('Käfignummer').fill('2');
  await page.getByRole('button', { name: 'Übersprungen …' }).click();
  const skip = page.getByRole('dialog', { name: 'Käfig 2 überspringen' });
  await skip.getByRole('radio', { name: 'Krank' }).check();
  await skip.getByRole('button', { name: 'Überspringen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Käfig 2' })).toContainText('Krank');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Verlauf als CSV' }).click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toContain('Eingegeben vom Büro');
  expect(lines[1]).toMatch(new RegExp(`^1;DV-07006-${yy}-${SERIAL};.*;${judgeName};Anton Adler;`));
  expect(lines[2]).toMatch(/^2;.*;Übersprungen;.*;Krank;/);

  // In English, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/en/admin/event/${id}/records`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paper cards and history' })).toBeVisible();
  await page.getByLabel('Cage number').fill('1');
  await expect(page.getByRole('table', { name: 'History of the cage' })).toContainText(
    'Paper card, entered by the office: Anton Adler',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test('the office sees every breeder’s registrations, on a phone and a desktop, in both languages', async ({
  page,
  request,
  browser,
}) => {
  const show = { id: await eventIdByTitle(request, 'Deutsche Brieftauben-Ausstellung Hannover') };
  await login(page, ADMIN, `/event/${show.id}`);
  await page.getByRole('link', { name: 'Anmeldungen je Züchter' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/event/${show.id}/registrations$`));
  // Each breeder with their pigeons: the demo show's first cage is Karl Zimmermann's.
  const karl = page.getByRole('region', { name: /^Karl Zimmermann/ });
  await expect(karl.getByRole('row').filter({ hasText: 'DV-06976-21-134' })).toContainText('Elite Täuber');
  // Asked again while it waits: right after a login the list was seen to go back to "Wird
  // geladen" once and come again (not understood yet; the closing note of this stop says more).
  const breeders = page.getByRole('main').getByRole('region');
  await expect.poll(() => breeders.count()).toBeGreaterThan(1);
  await expectNoAxeViolations(page);
  await page.getByRole('searchbox', { name: 'Suchen' }).fill('06976-21-134');
  await expect(breeders).toHaveCount(1);
  await expect(karl).toBeVisible();

  const context = await phone(browser, 'en-GB');
  const small = await context.newPage();
  await login(small, ADMIN, `/en/admin/event/${show.id}/registrations`);
  await expect(small.getByRole('heading', { level: 1, name: 'Registrations by breeder' })).toBeVisible();
  await expect(
    small
      .getByRole('region', { name: /^Karl Zimmermann/ })
      .getByRole('row')
      .filter({ hasText: 'DV-06976-21-134' }),
  ).toContainText('Elite cock');
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Each breeder's table lies within its card, inside the card's padding.
  const beyondCards = await small.evaluate(() =>
    [...document.querySelectorAll('main section')].map((card) => {
      const table = card.querySelector('table');
      const style = getComputedStyle(card);
      const inner =
        card.getBoundingClientRect().right -
        parseFloat(style.paddingRight) -
        parseFloat(style.borderRightWidth);
      return table ? Math.round(table.getBoundingClientRect().right - inner) : 0;
    }),
  );
  expect(beyondCards.length).toBeGreaterThan(1);
  for (const beyond of beyondCards) expect(beyond).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(small);
  await context.close();
});
