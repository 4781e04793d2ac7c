import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { graphql } from '../tests/gql';
import { call, dialogsClosed, field, loginAt as login, tokenOf } from './support/journey';
import { expect, expectNoAxeViolations, test } from './support/test';

const BREEDER = 'zuechter@example.org';
const ADMIN = 'admin@example.org';
const YEAR = new Date().getFullYear();
const yy = (year: number) => String(year % 100).padStart(2, '0');
// Unique per run: every spec shares one server and its demo data.
const SERIAL = 100_000 + (Date.now() % 8_000_000);

async function createPigeonAsBreeder(request: APIRequestContext, ringNumber: string) {
  await call(
    request,
    graphql(
      `mutation PigeonsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
    ),
    { input: { ringNumber, sex: 'M', color: 'dunkel' } },
    await tokenOf(request, BREEDER),
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a breeder adds a pigeon, meets the duplicate ring, edits its colour and deletes it', async ({
    page,
  }) => {
    const ring = `DV-06976-${yy(YEAR - 2)}-${SERIAL}`;
    await login(page, BREEDER, '/breeder/myPigeons');
    await expect(page.getByRole('heading', { name: 'Meine Tauben' })).toBeVisible();

    await page.getByRole('button', { name: 'Taube hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Taube hinzufügen' });
    await field(page, 'Ringnummer').fill(`6976.${YEAR - 2}.0${SERIAL}`);
    await expect(dialog.getByText(`Wird gespeichert als ${ring}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, 'Farbe').fill('blau');
    // The sex is never assumed: saving without it names the field.
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(field(page, 'Geschlecht')).toHaveAccessibleDescription(/Bitte wählen Sie das Geschlecht/);
    await field(page, 'Geschlecht').selectOption('M');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const card = page.getByRole('listitem').filter({ hasText: ring });
    await expect(card).toContainText('Täuber · blau');
    await expect(card).toContainText('Ohne Klasse');

    // The same ring typed another way is the same ring.
    await page.getByRole('button', { name: 'Taube hinzufügen' }).click();
    await field(page, 'Ringnummer').fill('DV 6976 x');
    await expect(
      page.getByText(/^Bitte geben Sie eine Ringnummer wie DV-06976-21-134 .*GB 21 N 12345 ein$/),
    ).toBeVisible();
    // A ring year still to come is no ring a shown pigeon wears.
    await field(page, 'Ringnummer').fill(`DV 6976 ${yy(YEAR + 1)} ${SERIAL}`);
    await expect(page.getByText('Das Ringjahr liegt in der Zukunft')).toBeVisible();
    // DE, Germany's ISO code, is the same ring as DV.
    await field(page, 'Ringnummer').fill(`DE 6976 ${yy(YEAR - 2)} ${SERIAL}`);
    await field(page, 'Geschlecht').selectOption('F');
    await field(page, 'Farbe').fill('rot');
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await expect(field(page, 'Ringnummer')).toHaveAccessibleDescription(/Diese Ringnummer existiert bereits/);
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: `Bearbeiten ${ring}` }).click();
    await expect(field(page, 'Ringnummer')).toHaveValue(ring);
    await field(page, 'Farbe').fill('rotfahl');
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await expect(card).toContainText('Täuber · rotfahl');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Axe measures contrast as painted: let the dialog and notification transitions finish.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: `Löschen ${ring}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Taube löschen?' });
    await expect(confirm).toContainText(ring);
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page.getByText(`Taube ${ring} gelöscht`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: ring })).toHaveCount(0);
  });
});

test('an admin imports a file with a bad row; the breeder sees the result and the class', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const ring = `DV-06976-${yy(YEAR - 1)}-${SERIAL + 1}`;
  await createPigeonAsBreeder(request, ring);
  const dir = mkdtempSync(join(tmpdir(), 'flights-'));
  const file = join(dir, `flug-${SERIAL}.csv`);
  const last = YEAR - 1;
  writeFileSync(
    file,
    [
      'Ringnummer;Datum;Auflassort;Entfernung (km);Platz;Teilnehmer;Durchschnitt;Jahr',
      `6976 ${yy(last)} 0${SERIAL + 1};15.06.${last};Barcelona;1.050,5;12;340;1.012,3;${last}`,
      `${ring};22.06.${last};Pau;812;400;350;;${last}`,
    ].join('\r\n'),
  );

  await login(page, ADMIN, '/admin/import');
  await page.getByLabel(/^Dateien mit Flugergebnissen/).setInputFiles(file);
  await page.getByRole('button', { name: 'Dateien prüfen' }).click();
  await expect(page.getByRole('heading', { name: 'Vorschau: noch nichts gespeichert' })).toBeVisible();
  await expect(page.getByText('1 gültige Zeile, 1 abgelehnt')).toBeVisible();
  await expect(page.getByText(`flug-${SERIAL}.csv, Zeile 3, Spalte Platz`)).toBeVisible();
  await expect(
    page.getByText('Der Platz darf nicht größer sein als die Teilnehmerzahl (350).'),
  ).toBeVisible();
  await expect(page.getByText('Semikolon (;)')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Entfernung \(km\)/ })).toContainText('→ Entfernung');

  await page.getByRole('button', { name: 'Gültige Zeilen importieren' }).click();
  const summary = page.getByRole('status').filter({ hasText: 'Importiert: 1 Zeile gespeichert.' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('term').filter({ hasText: 'Gespeichert' })).toBeVisible();
  await expect(page.getByText('2 Datenzeilen · 1 gespeichert, 0 schon vorhanden, 1 abgelehnt')).toBeVisible();
  await expect(summary.locator('dd')).toHaveText(['1', '0', '1']);

  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const breeder = await phone.newPage();
  await login(breeder, BREEDER, '/breeder/myPigeons');
  await field(breeder, 'Ringnummer oder Farbe suchen').fill(`6976 ${yy(last)} ${SERIAL + 1}`);
  const card = breeder.getByRole('listitem').filter({ hasText: ring });
  await expect(card).toContainText('Jährige Täuber');
  await expect(card).toContainText('1.050,5 Preis-km · 1 Preis · 1.050,5 km im Vorjahr');
  await breeder.getByRole('button', { name: `Flugergebnisse ${ring}` }).click();
  const results = breeder.getByRole('dialog', { name: `Flugergebnisse ${ring}` });
  await expect(results).toContainText('Barcelona');
  await expect(results).toContainText('1.050,5 km · Platz 12 / 340 · Durchschnitt 1.012,3 km');
  await expect(results).not.toContainText('Pau');
  await phone.close();
});

test('the pigeon, import and class pages pass axe, in German and in English', async ({
  page,
  browser,
  baseURL,
}) => {
  // Six axe scans of large forms: a third of the default timeout is not enough on 2 busy cores.
  test.setTimeout(150_000);
  await login(page, ADMIN, '/admin/classes');
  const elite = page.getByRole('group', { name: 'Elite Täuber' });
  await expect(elite).toBeVisible();
  await expectNoAxeViolations(page);
  // Client-side check, then the unchanged rules saved.
  const km = elite.getByLabel(/^Preis-km/);
  const before = await km.inputValue();
  await km.fill('-5');
  await page.getByRole('button', { name: 'Regeln speichern' }).click();
  await expect(elite.getByText('Bitte geben Sie eine positive Zahl ein')).toBeVisible();
  await expect(km).toBeFocused();
  await km.fill(before);
  await page.getByRole('button', { name: 'Regeln speichern' }).click();
  await expect(page.getByText('Erfolgreich gespeichert')).toBeVisible();

  await page.goto('/admin/import');
  await page.getByLabel(/^Dateien mit Flugergebnissen/).setInputFiles('examples/flight-results.csv');
  await page.getByRole('button', { name: 'Dateien prüfen' }).click();
  await expect(page.getByRole('heading', { name: 'Vorschau: noch nichts gespeichert' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/en/admin/classes');
  await expect(page.getByRole('group', { name: 'Elite cock' })).toBeVisible();
  await expectNoAxeViolations(page);

  const other = await browser.newContext({ baseURL });
  const breeder = await other.newPage();
  await login(breeder, BREEDER, '/breeder/myPigeons');
  await expect(breeder.getByRole('table', { name: 'Meine Tauben' })).toBeVisible();
  await expectNoAxeViolations(breeder);
  await breeder.getByRole('button', { name: /^Flugergebnisse DV-06976-\d\d-134$/ }).click();
  await expect(breeder.getByRole('dialog')).toContainText('Elite Täuber');
  await expectNoAxeViolations(breeder);
  await other.close();
});

test('deleting a pigeon that started shows hold says which shows, in German and English', async ({
  page,
  request,
}) => {
  // A demo pigeon: the demo's running and ended shows have every demo pigeon registered.
  const { myPigeons } = await call(
    request,
    graphql(`query PigeonsJourneyMyPigeons { myPigeons { ringNumber serial } }`),
    {},
    await tokenOf(request, BREEDER),
  );
  const ring: string = myPigeons.find((p) => p.serial < 100_000)!.ringNumber;
  await login(page, BREEDER, '/breeder/myPigeons');
  await field(page, 'Ringnummer oder Farbe suchen').fill(ring);
  await page.getByRole('button', { name: `Löschen ${ring}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Taube löschen?' });
  await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(confirm).toContainText('kann deshalb nicht gelöscht werden');
  await expect(confirm).toContainText('Jungtierschau Kassel');
  await expect(confirm).toContainText('Deutsche Brieftauben-Ausstellung Hannover');
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await dialogsClosed(page);
  await expect(page.getByRole('button', { name: `Löschen ${ring}` })).toBeVisible();

  await page.goto('/en/breeder/myPigeons');
  await field(page, 'Search ring number or colour').fill(ring);
  await page.getByRole('button', { name: `Delete ${ring}` }).click();
  const english = page.getByRole('dialog', { name: 'Delete pigeon?' });
  await english.getByRole('button', { name: 'Delete for good' }).click();
  await expect(english).toContainText('so cannot be deleted');
  await expect(english).toContainText('Jungtierschau Kassel');
});
