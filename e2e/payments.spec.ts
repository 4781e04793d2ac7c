import { graphql } from '../tests/gql';
import { call, loginAt as login, tokenOf } from './support/journey';
import { eventInput } from './support/judging';
import { readQr } from './support/qr';
import { expect, expectNoAxeViolations, test } from './support/test';

// The treasurer books what came in, part by part; a breeder who still owes is told how much and
// where to transfer it, with a GiroCode their banking app reads.

const ADMIN = 'admin@example.org';
const BREEDER = 'vogel@example.org';
const YEAR = new Date().getFullYear();
// Unique per run: every spec shares one server and its demo data.
const SERIAL = 6_400_000 + (Date.now() % 1_000_000);

test('a part payment at the desk, and the breeder sees the rest with the account and a GiroCode', async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, two QR codes read from their pixels and four axe checks on a shared 2-core machine.
  test.setTimeout(240_000);
  const title = `Teilzahlung-Schau ${SERIAL}`;
  const adminToken = await tokenOf(request, ADMIN);
  const breederToken = await tokenOf(request, BREEDER);
  const { createEvent } = await call(
    request,
    graphql(`mutation PaymentsJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }`),
    { input: { ...eventInput(title, 1), pigeonFeeCents: 250, breederFeeCents: 500 } },
    adminToken,
  );
  const id: string = createEvent.id;
  const yy = String((YEAR - 1) % 100).padStart(2, '0');
  const pigeonIds: string[] = [];
  for (const serial of [SERIAL, SERIAL + 1]) {
    const { createPigeon } = await call(
      request,
      graphql(
        `mutation PaymentsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
      ),
      { input: { ringNumber: `DV-07003-${yy}-${serial}`, sex: 'F', color: 'rot' } },
      breederToken,
    );
    pigeonIds.push(createPigeon.id);
  }
  await call(
    request,
    graphql(
      `mutation PaymentsJourneyRegister($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }`,
    ),
    { e: id, p: pigeonIds },
    breederToken,
  );

  // The office: 10,00 € open; 4,00 € come in cash, noted.
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, ADMIN, `/admin/event/${id}/fees`);
  const row = page.getByRole('row').filter({ hasText: BREEDER });
  await row.getByRole('button', { name: /^Zahlung erfassen: 10,00\s€/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Zahlung erfassen' });
  const amount = dialog.getByRole('textbox', { name: 'Betrag' });
  await expect(amount).toHaveValue(/^10,00\s€$/);
  await expectNoAxeViolations(page);
  // Nothing is no payment: said on the field, and the dialog stays.
  await amount.fill('0');
  await dialog.getByRole('button', { name: 'Zahlung buchen' }).click();
  await expect(
    dialog.getByText('Bitte geben Sie den Betrag in Euro ein (eine Erstattung mit Minus), nicht 0.'),
  ).toBeVisible();
  await amount.fill('4');
  await dialog.getByRole('radio', { name: 'Bar' }).check();
  await dialog.getByRole('textbox', { name: 'Notiz' }).fill('Anzahlung an der Kasse');
  await dialog.getByRole('button', { name: 'Zahlung buchen' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(/Offen 6,00\s€/);
  await expect(row).toContainText(/4,00\s€ · Bar · Anzahlung an der Kasse/);
  await expect(row.getByRole('button', { name: /^Zahlung erfassen: 6,00\s€/ })).toBeVisible();

  // The breeder, on a phone: what is open, the account, the reference and the GiroCode.
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const breeder = await context.newPage();
  await login(breeder, BREEDER, `/event/${id}`);
  const mine = breeder.getByRole('region', { name: 'Meine Anmeldungen' });
  await expect(mine.getByText(/^Ihr Startgeld: 10,00\s€, bezahlt 4,00\s€, offen 6,00\s€\.$/)).toBeVisible();
  await expect(mine.getByText(/^Bitte überweisen Sie 6,00\s€ an:$/)).toBeVisible();
  await expect(mine.getByRole('row', { name: /Kontoinhaber/ })).toContainText('Brieftaubenverein Kassel 04');
  await expect(mine.getByRole('row', { name: /IBAN/ })).toContainText('DE89 3704 0044 0532 0130 00');
  const referenceRow = mine.getByRole('row', { name: /Verwendungszweck/ });
  await expect(referenceRow).toContainText(new RegExp(`Startgeld ${id}-\\d+ Greta Vogel`));
  const reference = (await referenceRow.getByRole('cell').textContent())?.trim() ?? '';
  const code = mine.getByRole('img', { name: /^GiroCode für die Überweisung von 6,00\s€$/ });
  await code.scrollIntoViewIfNeeded();
  await expect(code.locator('path')).toHaveCount(1);
  expect(await readQr(code)).toBe(
    [
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Brieftaubenverein Kassel 04',
      'DE89370400440532013000',
      'EUR6.00',
      '',
      '',
      reference,
    ].join('\n'),
  );
  expect(await breeder.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(breeder);

  // The dashboard says the same, one tap from the event.
  await breeder.goto('/dashboard');
  const fees = breeder.getByRole('region', { name: 'Mein Startgeld' });
  const entry = fees.getByRole('listitem').filter({ has: breeder.getByRole('link', { name: title }) });
  await expect(entry.getByText(/^Offen: 6,00\s€$/)).toBeVisible();
  const dashboardCode = entry.getByRole('img', { name: /^GiroCode für die Überweisung von 6,00\s€$/ });
  await dashboardCode.scrollIntoViewIfNeeded();
  await expect(dashboardCode.locator('path')).toHaveCount(1);
  expect(await readQr(dashboardCode)).toContain(`EUR6.00\n\n\n${reference}`);
  await expectNoAxeViolations(breeder);

  // In English the account reads the same; the words are English.
  await breeder.goto(`/en/event/${id}`);
  await expect(breeder.getByText(/^Please transfer €6\.00 to:$/)).toBeVisible();
  await context.close();
});
