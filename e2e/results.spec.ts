import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { eventIdByTitle, keptAnswerHolds, underServiceWorker, untilTakenOver } from './support/journey';
import { expect, expectNoAxeViolations, test } from './support/test';

// The demo data's ended show: complete ratings, a shared place, a best-breeder tie broken by the
// best single total (Karl Zimmermann over Heinz Brinkmann, both 277) and a cage skipped as sick.
const SHOW = 'Deutsche Brieftauben-Ausstellung Hannover';
const PHONE = { width: 360, height: 740 };

async function expectNoSidewaysScrolling(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, page.url()).toBeLessThanOrEqual(0);
}

const VIEWS = [
  { name: 'results', path: '', heading: { de: 'Ergebnisse', en: 'Results' } },
  { name: 'summary', path: '/:id', heading: { de: SHOW, en: SHOW } },
  { name: 'class lists', path: '/:id/list', heading: { de: 'Ergebnisliste', en: 'Class lists' } },
  { name: 'cage cards', path: '/:id/cards', heading: { de: 'Käfigkarten', en: 'Cage cards' } },
  {
    name: 'breeders',
    path: '/:id/breeder',
    heading: { de: 'Ergebnisse je Züchter', en: 'Results by breeder' },
  },
  { name: 'best breeder', path: '/:id/bestBreeder', heading: { de: 'Bester Züchter', en: 'Best breeder' } },
] as const;

for (const [width, options] of [
  [360, { viewport: PHONE, isMobile: true, hasTouch: true }],
  [1280, {}],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use(options);

    // One journey per language loads the six views one after the other, each page anew (rendered
    // by the server, then taken over by the app): a new browser context per view cost about as
    // much again as the view's checks (decision 0028). A step names the view that failed.
    for (const lang of ['de', 'en'] as const) {
      test(`every results view in ${lang === 'de' ? 'German' : 'English'} fits the screen; axe finds nothing`, async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000);
        const id = await eventIdByTitle(request, SHOW);
        for (const view of VIEWS) {
          await test.step(`the ${view.name} view`, async () => {
            await page.goto(`${lang === 'en' ? '/en' : ''}/results${view.path.replace(':id', id)}`);
            await expect(page.getByRole('heading', { level: 1, name: view.heading[lang] })).toBeVisible();
            if (view.name === 'results') {
              const card = page.getByRole('article').filter({ hasText: SHOW });
              await expect(card).toContainText(
                lang === 'de' ? 'Schausieger: Karl Zimmermann' : 'Show champion: Karl Zimmermann',
              );
            } else if (view.name !== 'summary') {
              const nav = page.getByRole('navigation', {
                name: lang === 'de' ? 'Ergebnisansichten' : 'Result views',
              });
              await expect(nav.getByRole('link', { name: view.heading[lang] })).toHaveAttribute(
                'aria-current',
                'page',
              );
            }
            await expectNoSidewaysScrolling(page);
            await expectNoAxeViolations(page);
          });
        }
      });
    }
  });
}

test('the views show champion, best pigeons, places, skips, prizes and the tie-break', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const id = await eventIdByTitle(request, SHOW);
  await page.goto(`/results/${id}`);
  await expect(page.getByRole('region', { name: 'Schausieger' })).toContainText('Karl Zimmermann');
  await expect(page.getByRole('region', { name: 'Bester Täuber' })).toContainText('Käfig 1');
  await expect(page.getByRole('region', { name: 'Beste Täubin' })).toContainText('Heinz Brinkmann');

  await page.getByRole('link', { name: /Ergebnisliste/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ergebnisliste' })).toBeVisible();
  // Equal totals share a place; the skipped cage follows the placed ones with its reason.
  const rest = page.getByRole('region', { name: 'Ohne Klasse' });
  await expect(rest.getByRole('row')).toHaveCount(4);
  await expect(rest.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
  await expect(rest.getByRole('row').nth(2).getByRole('cell').first()).toHaveText('1');
  await expect(rest.getByRole('row').nth(3)).not.toContainText('Preis');
  await expect(rest.getByRole('row').nth(1)).toContainText('Preis');
  const klasse1 = page.getByRole('region', { name: 'Klasse 1 Täuber' });
  await expect(klasse1.getByRole('row').last()).toContainText('Übersprungen: Krank');
  // The class filter, by keyboard.
  await page.getByRole('combobox', { name: 'Klasse' }).selectOption({ label: 'Elite Täubin' });
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Elite Täubin' })).toContainText('DV-01234-21-88');
  // The filter is in the address: a reload keeps it.
  await expect(page).toHaveURL(/\?class=ELITE_F$/);
  await page.reload();
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Klasse' })).toHaveValue('ELITE_F');

  await page.goto(`/results/${id}/breeder`);
  await page.getByRole('searchbox', { name: 'Züchter suchen' }).fill('brink');
  await page.getByRole('searchbox', { name: 'Züchter suchen' }).press('Enter');
  await expect(page).toHaveURL(/\?q=brink$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Heinz Brinkmann']);
  await expect(page.getByText('Beste drei: 93,5 / 92,5 / 91 · Summe 277')).toBeVisible();

  await page.goto(`/results/${id}/bestBreeder`);
  const ranking = page.getByRole('region', { name: 'Rangliste' });
  const first = ranking.getByRole('row').nth(1);
  await expect(first).toContainText('Karl Zimmermann');
  await expect(first).toContainText('Schausieger');
  await expect(first).toContainText('bei gleicher Summe entschied die beste Einzelnote');
  await expect(ranking.getByRole('row').nth(2)).toContainText('Heinz Brinkmann');

  await page.goto(`/en/results/${id}/bestBreeder`);
  await expect(page.getByRole('region', { name: 'Ranking' }).getByRole('row').nth(1)).toContainText(
    'equal sum: decided by the best single total',
  );
});

test('a scanned cage card opens at its card', async ({ page, request }) => {
  test.setTimeout(45_000);
  const id = await eventIdByTitle(request, SHOW);
  // The code's address: the search for the cage's number, at its card.
  await page.goto(`/results/${id}/cards?q=16#cage-16`);
  const card = page.locator('#cage-16');
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  const qr = card.getByRole('img', { name: 'QR-Code mit dem Link zur Karte von Käfig 16' });
  await expect(qr.locator('path')).toHaveAttribute('d', /^M\d+ \d+h\d+/);
  // A code printed before the cards came a page at a time names the card only.
  await page.goto(`/results/${id}/cards#cage-15`);
  await expect(page.locator('#cage-15')).toBeFocused();
});

test('a card’s code is drawn as it comes near the screen, and all of them before printing', async ({
  browser,
  baseURL,
  request,
}) => {
  const id = await eventIdByTitle(request, SHOW);
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  try {
    // Every card on one page, as for printing.
    await page.goto(`/results/${id}/cards?page=all`);
    // Every card has its code's image, named; drawn, it has its modules' path.
    await expect(page.getByRole('img', { name: /^QR-Code mit dem Link zur Karte von Käfig/ })).toHaveCount(
      16,
    );
    const codes = page.locator('article[id^="cage-"] svg[role="img"] path');
    await expect(codes.first()).toBeAttached();
    const drawn = await codes.count();
    expect(drawn, 'the codes of the first cards, not all sixteen').toBeLessThan(16);
    // Scrolled down, the next cards' codes are drawn.
    await page
      .locator('article[id^="cage-"]')
      .nth(drawn + 1)
      .scrollIntoViewIfNeeded();
    await expect.poll(() => codes.count()).toBeGreaterThan(drawn);
    // The browser lays the page out for printing right after `beforeprint`: all codes are there by then.
    const whenPrinted = await page.evaluate(() => {
      window.dispatchEvent(new Event('beforeprint'));
      return document.querySelectorAll('article[id^="cage-"] svg[role="img"] path').length;
    });
    expect(whenPrinted).toBe(16);
  } finally {
    await context.close();
  }
});

test('the cage cards print four to an A4 page, the class lists repeat their head', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const id = await eventIdByTitle(request, SHOW);
  await page.goto(`/results/${id}/cards`);
  const cards = page.locator('article[id^="cage-"]');
  // Twelve cards a page: three sheets; the next page has the rest, and one page has them all.
  await expect(cards).toHaveCount(12);
  await expect(page.getByText('Seite 1 von 2')).toBeVisible();
  await page.getByRole('link', { name: 'Weiter →' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toHaveAttribute('id', 'cage-13');
  await page.getByRole('link', { name: 'Alle 16 auf einer Seite (zum Drucken)' }).click();
  await expect(page).toHaveURL(/\?page=all$/);
  await expect(cards).toHaveCount(16);
  const count = 16;

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
  // No card is cut off at its sheet's edge.
  const clipped = await cards.evaluateAll(
    (all) => all.filter((card) => card.scrollHeight > card.clientHeight + 1).length,
  );
  expect(clipped).toBe(0);
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(Math.ceil(count / 4));
  // Printing drew the codes of the cards far below the screen too.
  await expect(cards.locator('svg[role="img"] path')).toHaveCount(16);

  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/results/${id}/list`);
  await expect(page.getByRole('region', { name: 'Elite Täuber' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const heads = await page
    .locator('thead')
    .evaluateAll((all) => all.map((head) => getComputedStyle(head).display));
  expect(new Set(heads)).toEqual(new Set(['table-header-group']));
  await expect(page.getByRole('combobox', { name: 'Klasse' })).toBeHidden();
});

test('the cage list, the results per breeder and the best breeders print as the page alone', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const id = await eventIdByTitle(request, SHOW);
  const pageCount = async () =>
    ((await page.pdf({ format: 'A4' })).toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
  const printsAlone = async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: /Drucken|Print/ })).toBeHidden();
  };

  await page.goto(`/event/${id}/cages`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await printsAlone();
  await expect(page.getByRole('searchbox', { name: 'Suchen' })).toBeHidden();
  // The demo show's 16 cages fit on one sheet once the frame is gone.
  expect(await pageCount()).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  for (const path of [`/results/${id}/breeder`, `/en/results/${id}/bestBreeder`]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^(Drucken|Print)$/ })).toBeVisible();
    await printsAlone();
    await expect(page.getByRole('link', { name: /CSV/ })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  }
});

test('CSV downloads open with the right columns, the BOM and umlauts', async ({ page, request }) => {
  test.setTimeout(45_000);
  const id = await eventIdByTitle(request, SHOW);
  await page.goto(`/results/${id}/cards`);
  const cardsDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV herunterladen' }).click();
  const cardsFile = await cardsDownload;
  expect(cardsFile.suggestedFilename()).toBe(`Käfigkarten – ${SHOW}.csv`);
  const bytes = await readFile((await cardsFile.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0].split(';')).toEqual([
    'Käfig',
    'Ringnummer',
    'Klasse',
    'Geschlecht',
    'Farbe',
    'Züchter',
    'Preis-km',
    'Preise',
    'Gesamteindruck',
    'Knochenbau',
    'Rücken',
    'Muskulatur',
    'Flügel',
    'Gesamt',
    'Platz',
    'Preis',
    'Nicht bewertet',
    'Richter',
    'Bemerkung',
    'Link',
  ]);
  expect(lines).toHaveLength(17);
  expect(lines[2]).toMatch(/^2;DV-01234-21-88;Elite Täubin;Täubin;blaugehämmert;Heinz Brinkmann;12\.840;28;/);
  expect(lines[1].split(';').at(-1)).toMatch(new RegExp(`/results/${id}/cards\\?q=1#cage-1$`));

  await page.goto(`/en/results/${id}/bestBreeder`);
  const rankingDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const rankingFile = await rankingDownload;
  expect(rankingFile.suggestedFilename()).toBe(`Best breeder – ${SHOW}.csv`);
  const ranking = (await readFile((await rankingFile.path())!)).toString('utf8');
  expect(ranking.startsWith('\uFEFFRank;Breeder;Best total;Second-best total;Third-best total;Sum;')).toBe(
    true,
  );
  expect(ranking).toContain(
    '1;Karl Zimmermann;94.5;92;90.5;277;6;yes;equal sum: decided by the best single total',
  );
});

test.describe('offline', () => {
  // The page is stored by the service worker.
  test.use({ serviceWorkers: 'allow' });

  test('a result page seen online reloads offline', async ({ page, context, request }) => {
    test.setTimeout(60_000);
    const id = await eventIdByTitle(request, SHOW);
    // The cards first: each view reads a page of its own, kept once seen.
    await page.goto(`/results/${id}/cards`);
    await expect(page.locator('#cage-12')).toBeVisible();
    // Kept on the device once the app runs the page.
    await untilTakenOver(page, '#cage-12');
    await page.goto(`/results/${id}/list`);
    await underServiceWorker(page);
    await expect(page.getByRole('region', { name: 'Elite Täuber' })).toBeVisible();
    await expect.poll(() => keptAnswerHolds(page, 'DV-08421-26-1733')).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ergebnisliste' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ohne Klasse' })).toContainText('DV-08421-26-1733');
    await expect(
      page.getByText(/^Keine Verbindung: Sie sehen den Stand von .+\d{2}:\d{2}( \S+)?\.$/),
    ).toBeVisible();
    // The cage cards seen before open offline too.
    await page.getByRole('link', { name: 'Käfigkarten' }).click();
    await expect(page.locator('#cage-12')).toBeVisible();
    await context.setOffline(false);
  });
});

test('unfinished and unknown events say why, with a way on', async ({ page, request }) => {
  test.setTimeout(45_000);
  const started = await eventIdByTitle(request, 'Jungtierschau Kassel');
  await page.goto(`/results/${started}`);
  await expect(page.getByText('Die Ergebnisse stehen noch nicht fest.')).toBeVisible();
  await page.getByRole('link', { name: 'Zum Event und zum Stand der Bewertung' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${started}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Jungtierschau Kassel' })).toBeVisible();

  await page.goto('/en/results/999999/cards');
  await expect(page.getByText('Event could not be found')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'All results' }).last().click();
  await expect(page).toHaveURL(/\/en\/results$/);
});

test('home lists the latest results; an ended event links to its results', async ({ page, request }) => {
  test.setTimeout(45_000);
  const id = await eventIdByTitle(request, SHOW);
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Aktuelle Ergebnisse' });
  // The three latest ended events: other journeys end events of their own on this server at any
  // time, so which ones is not known here; the first one's link leads to its results.
  const first = latest.getByRole('article').first();
  await expect(first).toBeVisible();
  expect(await latest.getByRole('article').count()).toBeLessThanOrEqual(3);
  const title = (await first.getByRole('heading').first().textContent())?.trim() ?? '';
  await first.getByRole('link', { name: `Ergebnisse von ${title}` }).click();
  await expect(page).toHaveURL(/\/results\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto(`/event/${id}`);
  await page.getByRole('link', { name: 'Ergebnisse ansehen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/results/${id}$`));
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the tables keep the columns that decide on the screen, the rest under the first cell', async ({
    page,
    request,
  }) => {
    const id = await eventIdByTitle(request, SHOW);
    const onScreen = async (cell: Locator) => {
      const box = await cell.boundingBox();
      expect(box, (await cell.textContent()) ?? undefined).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    };
    await page.goto(`/results/${id}/breeder`);
    const breederTable = page.getByRole('table').first();
    for (const name of ['Käfig', 'Platz', 'Gesamt', 'Preis'])
      await onScreen(breederTable.getByRole('columnheader', { name, exact: true }));
    await expect(breederTable.getByRole('columnheader', { name: 'Ringnummer' })).toBeHidden();
    // The ring and class sit under the cage number.
    await expect(breederTable.getByRole('row').nth(1)).toContainText(/DV-\d{5}-\d{2}-\d+ · /);

    await page.goto(`/results/${id}/bestBreeder`);
    const ranking = page.getByRole('region', { name: 'Rangliste' }).getByRole('table');
    for (const name of ['Rang', 'Züchter', 'Summe'])
      await onScreen(ranking.getByRole('columnheader', { name }));
    await expect(ranking.getByRole('row').nth(1)).toContainText('Beste drei: ');

    await page.goto(`/results/${id}/list`);
    await expect(page.getByText('Die Listen haben weitere Spalten: seitlich wischen →')).toBeVisible();
  });
});
