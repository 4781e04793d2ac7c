import { seasonOf } from '../src/shared/seasonChampionship';
import { DEMO_SHOW, finalDemoShowSeason } from './support/season';
import { expect, expectNoAxeViolations, test } from './support/test';

// The demo's ended show counts for the season of its start. Other journeys may end shows of that
// season too, so only what that show decides is asserted.

const TEXTS = {
  de: {
    prefix: '',
    results: 'Ergebnisse',
    season: (year: number) => `Saisonwertung ${year}`,
    counted: 'Gewertet werden',
    countedColumn: 'Gewertete Schauen',
    best1: 'die besten 1',
    print: 'Drucken',
  },
  en: {
    prefix: '/en',
    results: 'Results',
    season: (year: number) => `Season championship ${year}`,
    counted: 'Counted',
    countedColumn: 'Shows counted',
    best1: 'the best 1',
    print: 'Print',
  },
} as const;

for (const lang of ['de', 'en'] as const) {
  const texts = TEXTS[lang];
  test(`the season championship in ${lang === 'de' ? 'German' : 'English'}: linked from the results, counts the best shows, prints; axe finds nothing`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const season = await finalDemoShowSeason(request);
    const current = seasonOf(new Date());
    await page.goto(`${texts.prefix}/results`);
    await page.getByRole('link', { name: texts.season(current) }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.season(current) })).toBeVisible();
    // Early in a year the demo's show is of the season before.
    if (season !== current) await page.goto(`${texts.prefix}/results/season/${season}`);
    await expect(page.getByRole('heading', { level: 1, name: texts.season(season) })).toBeVisible();
    const ranking = page.getByRole('region', { name: /Rangliste|Ranking/ });
    await expect(ranking.getByRole('row').filter({ hasText: 'Karl Zimmermann' })).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO_SHOW })).toBeVisible();
    await expectNoAxeViolations(page);

    // Only each breeder's best show: the address says so, the table names the shows counted.
    await page.getByRole('combobox', { name: texts.counted }).selectOption(texts.best1);
    await expect(page).toHaveURL(/\?bestOf=1$/);
    await expect(ranking.getByRole('columnheader', { name: texts.countedColumn })).toBeVisible();

    // On a phone: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // On paper: the ranking without the controls.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: texts.print })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: texts.season(season) })).toBeVisible();
    await expect(ranking).toBeVisible();
  });
}
