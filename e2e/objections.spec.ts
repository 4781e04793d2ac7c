import { dialogsClosed, loginAt as login } from './support/journey';
import { BREEDER, endedShowOfCocks } from './support/judging';
import { expect, expectNoAxeViolations, test } from './support/test';

// From provisional to final results (docs/domain.md, Provisional and final results): a breeder
// objects on the show's page, the office upholds it and corrects the judgement with a reason, the
// results show the change, the office finalises them early, and the results say they are final.

const ADMIN = 'admin@example.org';
// Unique per run: every spec shares one server and its demo data.
const SERIAL = 700_000 + (Date.now() % 6_000_000);

/** The two cocks' scores: 95 and 93 points, one class. */
const SCORES = [
  { generalImpression: 9, boneStructure: 9, back: 19, musculature: 29, wings: 29 },
  { generalImpression: 9, boneStructure: 9, back: 19, musculature: 28, wings: 28 },
];

test('a breeder objects, the office corrects and answers, and the results become final', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Einspruchsschau ${SERIAL}`;
  const { id, cages } = await endedShowOfCocks(request, title, SCORES, SERIAL);
  const second = cages[1].cageNumber;

  // The results say they are provisional, until when objections are taken, and where.
  await page.goto(`/results/${id}`);
  const provisional = page.getByRole('alert').filter({ hasText: 'Vorläufige Ergebnisse' });
  await expect(provisional).toContainText('Vorläufig, Einspruch bis');
  await expect(page.getByRole('heading', { name: 'Änderungen seit der vorläufigen Wertung' })).toBeVisible();
  await expect(
    page.getByText('Seit der vorläufigen Wertung hat die Schauleitung keine Wertung geändert.'),
  ).toBeVisible();
  await provisional.getByRole('link', { name: 'Einspruch einlegen' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${id}#objections$`));

  // The breeder objects on the show's page.
  await login(page, BREEDER, `/event/${id}`);
  const objection = page.getByRole('region', { name: 'Einspruch gegen die Ergebnisse' });
  await objection.getByRole('button', { name: 'Einspruch einlegen' }).click();
  await expect(objection.getByText('Bitte wählen Sie eine Taube.')).toBeVisible();
  const pigeon = objection.getByRole('combobox', { name: 'Taube' });
  const option = await pigeon.locator('option', { hasText: `Käfig ${second} ·` }).textContent();
  await pigeon.selectOption({ label: option ?? '' });
  await objection.getByRole('textbox', { name: 'Begründung' }).fill('Die Flügel sind zu niedrig bewertet.');
  await objection.getByRole('button', { name: 'Einspruch einlegen' }).click();
  const filed = objection.getByRole('article');
  await expect(filed).toContainText(`Käfig ${second}`);
  await expect(filed).toContainText('Offen');
  await expectNoAxeViolations(page);

  // The office upholds it and corrects the judgement, with the reason.
  await login(page, ADMIN, `/admin/event/${id}/results`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ergebnisse prüfen' })).toBeVisible();
  const item = page.getByRole('article', { name: `Einspruch zu Käfig ${second}` });
  await expect(item).toContainText('Die Flügel sind zu niedrig bewertet.');
  await item
    .getByRole('textbox', { name: 'Antwort an den Züchter' })
    .fill('Die Flügel zählen jetzt 29 Punkte.');
  await item.getByRole('button', { name: 'Stattgeben' }).click();
  await expect(item.getByText('Stattgegeben')).toBeVisible();

  const correction = page.getByRole('region', { name: 'Wertung korrigieren' });
  await correction.getByRole('textbox', { name: 'Käfignummer' }).fill(String(second));
  // The scores that count now are the start: 93 in all.
  await expect(correction.getByText('Gesamt 93')).toBeVisible();
  await correction
    .getByRole('group', { name: /^Flügel/ })
    .getByRole('radio', { name: '29' })
    .check();
  await expect(correction.getByText('Gesamt 94')).toBeVisible();
  await correction.getByRole('button', { name: 'Korrektur speichern' }).click();
  await expect(correction.getByText('Bitte nennen Sie den Grund.')).toBeVisible();
  await correction
    .getByRole('textbox', { name: 'Grund der Korrektur' })
    .fill('Einspruch: Flügel falsch übertragen');
  await correction.getByRole('button', { name: 'Korrektur speichern' }).click();
  const changes = page.getByRole('region', { name: 'Änderungen seit der vorläufigen Wertung' });
  await expect(changes.getByRole('row', { name: /Einspruch: Flügel falsch übertragen/ })).toContainText('93');
  await expect(changes.getByRole('row', { name: /Einspruch: Flügel falsch übertragen/ })).toContainText('94');
  await expectNoAxeViolations(page);

  // Finalised early, on purpose: the dialog asks for it.
  await page.getByRole('button', { name: 'Ergebnisse endgültig machen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ergebnisse endgültig machen?' });
  await expect(dialog.getByRole('button', { name: 'Endgültig machen' })).toBeHidden();
  await dialog.getByRole('checkbox', { name: /Vor dem Ende der Einspruchsfrist/ }).check();
  await dialog.getByRole('button', { name: 'Endgültig machen' }).click();
  await expect(page.getByText(/^Endgültig seit /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wertung korrigieren' })).toBeHidden();
  // The dialog steps back over its history entry as it closes: leave the page only then.
  await dialogsClosed(page);

  // The public results: final, with the change listed and counted in the class list.
  await page.goto(`/results/${id}`);
  await expect(page.getByText('Endgültige Ergebnisse', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Änderungen seit der vorläufigen Wertung' }).getByRole('row', {
      name: /Einspruch: Flügel falsch übertragen/,
    }),
  ).toBeVisible();
  await page.goto(`/results/${id}/list`);
  await expect(page.getByRole('main')).toContainText('94');
  await expect(page.getByRole('link', { name: 'Änderungen seit der vorläufigen Wertung' })).toBeVisible();

  // In English, the breeder reads the answer on the show's page.
  await login(page, BREEDER, `/en/event/${id}`);
  const answered = page.getByRole('region', { name: 'Objection to the results' });
  await expect(answered).toContainText('The results are final.');
  await expect(answered.getByRole('article')).toContainText('Upheld');
  await expect(answered.getByRole('article')).toContainText('Die Flügel zählen jetzt 29 Punkte.');
  await page.goto(`/en/results/${id}`);
  await expect(page.getByText('Final results', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
