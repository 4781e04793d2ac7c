import { eventIdByTitle, loginAt as login } from './support/journey';
import { ADMIN } from './support/judging';
import { expect, expectNoAxeViolations, test } from './support/test';

// The show office's judge statistics, on the ended demo show: Renate Richter judged every cage
// (15 ratings, 1 skip, mean 90.85), so she deviates by nothing from her classes.

const SHOW = 'Deutsche Brieftauben-Ausstellung Hannover';

test('the office opens the judge statistics from the event page and reads them in German and English', async ({
  page,
  browser,
  request,
}) => {
  const id = await eventIdByTitle(request, SHOW);
  await login(page, ADMIN, `/event/${id}`);
  await page.getByRole('link', { name: 'Richterstatistik' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Richterstatistik' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Richterstatistik' })
    .getByRole('row', { name: /Renate Richter/ });
  // Ratings, skips, mean, deviation: numbers as a German reader writes them.
  await expect(row).toContainText('15');
  await expect(row).toContainText('1 übersprungen');
  await expect(row).toContainText('90,85');
  await expect(row).toContainText('0,00');
  await expect(row).not.toContainText(/strenger|milder/);
  await expect(page.getByRole('heading', { level: 2, name: 'Auffällige Bewertungen' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The same page in English, on a phone.
  const phone = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const english = await phone.newPage();
  await login(english, ADMIN, `/en/admin/event/${id}/judge-statistics`);
  await expect(english.getByRole('heading', { level: 1, name: 'Judge statistics' })).toBeVisible();
  const englishRow = english
    .getByRole('table', { name: 'Judge statistics' })
    .getByRole('row', { name: /Renate Richter/ });
  await expect(englishRow).toContainText('1 skipped');
  await expect(englishRow).toContainText('90.85');
  await expect(english.getByRole('heading', { level: 2, name: 'Outlying ratings' })).toBeVisible();
  await expectNoAxeViolations(english);
  await phone.close();
});
