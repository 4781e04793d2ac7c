import { graphql } from '../tests/gql';
import { call, field, loginAt as login, tokenOf } from './support/journey';
import { expect, expectNoAxeViolations, test } from './support/test';

// A ring another breeder's pigeon holds is no dead end: the breeder reports it, the show office
// transfers the pigeon, and the breeder finds it in their list.

const ADMIN = 'admin@example.org';
const HOLDER = 'brinkmann@example.org';
const CLAIMANT = 'vogel@example.org';
const YEAR = new Date().getFullYear();
// Unique per run: every spec shares one server and its demo data.
const SERIAL = 7_400_000 + (Date.now() % 1_000_000);

test('a breeder reports a ring held by another, and the office transfers the pigeon', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const yy = String((YEAR - 1) % 100).padStart(2, '0');
  const ring = `DV-07004-${yy}-${SERIAL}`;
  await call(
    page.request,
    graphql(
      `mutation RingClaimsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
    ),
    { input: { ringNumber: ring, sex: 'M', color: 'blau' } },
    await tokenOf(page.request, HOLDER),
  );

  // The claimant types the ring: taken by another breeder, so the form offers the report.
  await login(page, CLAIMANT, '/breeder/myPigeons');
  await page.getByRole('button', { name: 'Taube hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Taube hinzufügen' });
  await field(page, 'Ringnummer').fill(ring);
  await field(page, 'Geschlecht').selectOption('M');
  await field(page, 'Farbe').fill('blau');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(field(page, 'Ringnummer')).toHaveAccessibleDescription(/Diese Ringnummer existiert bereits/);
  await expect(
    dialog.getByText(`Die Ringnummer ${ring} hat die Taube eines anderen Züchters.`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog
    .getByRole('textbox', { name: /Nachricht an die Schauleitung/ })
    .fill('Ring vom Verband, Rechnung liegt vor.');
  await dialog.getByRole('button', { name: 'An die Schauleitung melden' }).click();
  await expect(dialog).toBeHidden();
  const claims = page.getByRole('region', { name: 'Gemeldete Ringnummern' });
  await expect(claims.getByRole('listitem').filter({ hasText: ring })).toContainText('Offen');

  // The office decides from its list.
  const office = await (
    await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-DE' })
  ).newPage();
  await login(office, ADMIN, '/dashboard');
  await office.getByRole('link', { name: 'Gemeldete Ringnummern' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Gemeldete Ringnummern' })).toBeVisible();
  const card = office.getByRole('listitem').filter({ hasText: ring });
  await expect(card).toContainText('Greta Vogel (vogel@example.org)');
  await expect(card).toContainText('Heinz Brinkmann (brinkmann@example.org)');
  await expect(card).toContainText('Nachricht: Ring vom Verband, Rechnung liegt vor.');
  await expectNoAxeViolations(office);
  await card.getByRole('button', { name: 'Taube übertragen' }).click();
  const confirm = office.getByRole('dialog', { name: 'Taube übertragen?' });
  await confirm.getByRole('button', { name: 'Übertragen' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText('Übertragen');
  await expect(card.getByRole('button', { name: 'Taube übertragen' })).toHaveCount(0);
  await office.context().close();

  // The claimant finds the pigeon in their list, and the outcome. (Not the ring's first text on the
  // page: that was the phone's cards, hidden at this width, once the list had loaded, and the
  // report below only while it had not.)
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Meine Tauben' }).getByRole('rowheader', { name: ring }),
  ).toBeVisible();
  await expect(claims.getByRole('listitem').filter({ hasText: ring })).toContainText(
    'Die Taube ist jetzt Ihre und steht in Ihrer Liste.',
  );
  await expectNoAxeViolations(page);
});
