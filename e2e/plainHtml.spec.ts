import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { eventIdByTitle } from './support/journey';
import { finalDemoShowSeason } from './support/season';
import { expect, expectNoAxeViolations, test } from './support/test';

// Journeys of a visitor whose browser runs no script: the public pages are the server's HTML, and
// what they offer must work as plain HTML (links, forms, native disclosures). Each area adds its
// journeys as a describe block of its own inside the one below.

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 800 };

/** Each language's texts and paths the journeys use. */
const LANGUAGES = [
  {
    lang: 'de',
    name: 'Deutsch',
    home: '/',
    events: '/event',
    eventsHeading: 'Alle Events',
    openMenu: 'Menü öffnen',
    chooseLanguage: 'Sprache wählen, aktuell: Deutsch',
    other: { name: 'English', lang: 'en', events: '/en/event', eventsHeading: 'All events' },
  },
  {
    lang: 'en',
    name: 'English',
    home: '/en/',
    events: '/en/event',
    eventsHeading: 'All events',
    openMenu: 'Open menu',
    chooseLanguage: 'Choose language, current: English',
    other: { name: 'Deutsch', lang: 'de', events: '/event', eventsHeading: 'Alle Events' },
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/**
 * Waits until the page shown is the one the server rendered. A server short of time (a busy 2-core
 * machine running other journeys) answers with the bare app shell after 3 s, which without script
 * stays empty: that page is loaded again, as a visitor would, a few times at most.
 */
async function rendered(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await page.waitForLoadState();
    if (await page.locator('#page-state').count()) return;
    expect(attempt, `${page.url()} is rendered by the server`).toBeLessThan(4);
    // A reload is rendered anew: the shell that came instead is never kept as the page.
    await page.reload();
  }
}

/** Opens `path` as rendered by the server. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await rendered(page);
}

/**
 * axe on the page as it is now (a disclosure open, say). axe runs in the page and waits on timers,
 * which a page without script never fires: it runs on a copy of this page's DOM instead, at the
 * same address and size, in a page whose script runs but that has none of the app's (its script
 * elements are left out and script requests refused), so the copy stays the plain HTML.
 */
async function expectNoAxeViolationsWithoutScript(page: Page) {
  const html = (await page.content()).replace(
    /<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g,
    '',
  );
  // (A new context takes the test's options: script is switched on here.)
  const context = await page.context().browser()!.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
    locale: 'de-DE',
    serviceWorkers: 'block',
  });
  try {
    const copy = await context.newPage();
    await copy.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.fallback(),
    );
    await copy.route(page.url(), (route) =>
      route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
    );
    await copy.goto(page.url());
    await expectNoAxeViolations(copy);
  } finally {
    await context.close();
  }
}

/** The path of the page shown, as an exact match of the URL. */
function at(path: string) {
  return new RegExp(`^[^?#]*//[^/]+${path.replace(/\//g, '\\/')}$`);
}

/**
 * The header's disclosures. Their summary is what browsers announce as a button that expands;
 * Playwright's roles give a summary none, so they are found by the name they are announced with.
 */
function menuSummary(page: Page, language: Language) {
  return page.getByRole('banner').getByLabel(language.openMenu, { exact: true });
}

function languageSummary(page: Page, language: Language) {
  return page.getByRole('banner').locator('summary', { hasText: language.chooseLanguage });
}

/**
 * After a language link: the events page in the other language, rendered, passing axe, and the
 * language remembered.
 */
async function expectOtherLanguageEvents(page: Page, language: Language) {
  await expect(page).toHaveURL(at(language.other.events));
  await rendered(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language.other.lang);
  await expect(page.getByRole('heading', { level: 1, name: language.other.eventsHeading })).toBeVisible();
  await expectNoAxeViolationsWithoutScript(page);
  // The choice is remembered: the bare home page opens in that language from now on.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', language.other.lang);
}

/** The `<details>` a summary belongs to: open or not. */
function disclosureOf(summary: ReturnType<Page['locator']>) {
  return summary.locator('xpath=..');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('the header', () => {
    for (const language of LANGUAGES) {
      test.describe(`at 360 px, in ${language.lang}`, () => {
        test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

        test('the menu opens, leads to the events and switches the language', async ({ page }) => {
          await visit(page, language.home);
          await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
          const banner = page.getByRole('banner');
          // The wide header's entries and language button are hidden: the menu holds them.
          await expect(banner.getByRole('link', { name: 'Events' })).toBeHidden();
          await expect(languageSummary(page, language)).toBeHidden();

          const summary = menuSummary(page, language);
          await expect(summary).toBeVisible();
          await expect(disclosureOf(summary)).not.toHaveAttribute('open');
          await summary.click();
          await expect(disclosureOf(summary)).toHaveAttribute('open');
          const events = banner.getByRole('link', { name: 'Events' });
          await expect(events).toBeVisible();
          await expect(banner.getByRole('link', { name: language.other.name })).toBeVisible();
          // The panel spans the screen below the header, over the page.
          const panel = (await events.locator('xpath=ancestor::details/div').boundingBox())!;
          const header = (await banner.boundingBox())!;
          expect(panel.x).toBe(0);
          expect(panel.width).toBe(PHONE.width);
          expect(panel.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
          await expectNoAxeViolationsWithoutScript(page);

          await events.click();
          await expect(page).toHaveURL(at(language.events));
          await rendered(page);
          await expect(page.getByRole('heading', { level: 1, name: language.eventsHeading })).toBeVisible();
          // A new page: the menu is closed again.
          await expect(disclosureOf(menuSummary(page, language))).not.toHaveAttribute('open');

          await menuSummary(page, language).click();
          await expect(banner.getByRole('link', { name: language.name })).toHaveAttribute(
            'aria-current',
            'true',
          );
          await banner.getByRole('link', { name: language.other.name }).click();
          await expectOtherLanguageEvents(page, language);
        });

        test('the menu works by keyboard', async ({ page }) => {
          await visit(page, language.home);
          const summary = menuSummary(page, language);
          // Tab from the logo on: the login link, then the menu.
          await page.getByRole('banner').getByRole('link').first().focus();
          await page.keyboard.press('Tab');
          await page.keyboard.press('Tab');
          await expect(summary).toBeFocused();
          await page.keyboard.press('Enter');
          await expect(disclosureOf(summary)).toHaveAttribute('open');
          await page.keyboard.press('Tab');
          await expect(
            page.getByRole('banner').getByRole('link', { name: /^(Startseite|Home page)/ }),
          ).toBeFocused();
          await page.keyboard.press('Shift+Tab');
          await page.keyboard.press('Space');
          await expect(disclosureOf(summary)).not.toHaveAttribute('open');
        });
      });

      test.describe(`at 1280 px, in ${language.lang}`, () => {
        test.use({ viewport: WIDE });

        test('the header leads to the events, and the language button switches the language', async ({
          page,
        }) => {
          await visit(page, language.home);
          await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
          await expect(menuSummary(page, language)).toBeHidden();
          const banner = page.getByRole('banner');
          await banner.getByRole('link', { name: 'Events' }).click();
          await expect(page).toHaveURL(at(language.events));
          await rendered(page);
          await expect(page.getByRole('heading', { level: 1, name: language.eventsHeading })).toBeVisible();

          const summary = languageSummary(page, language);
          await expect(summary).toBeVisible();
          const other = banner.getByRole('link', { name: language.other.name });
          await expect(other).toBeHidden();
          await summary.click();
          await expect(other).toBeVisible();
          await expect(other).toHaveAttribute('hreflang', language.other.lang);
          await expectNoAxeViolationsWithoutScript(page);
          await other.click();
          await expectOtherLanguageEvents(page, language);
        });
      });
    }

    test('a visitor whose browser prefers English can switch the home page to German', async ({
      browser,
      baseURL,
    }) => {
      // The server sends this visitor from / to /en/ and remembers English; the German link,
      // followed on the site, must lead to the German home page and not straight back.
      const context = await browser.newContext({
        javaScriptEnabled: false,
        locale: 'en-US',
        viewport: WIDE,
        baseURL,
        serviceWorkers: 'block',
      });
      try {
        const page = await context.newPage();
        await visit(page, '/');
        await expect(page).toHaveURL(at('/en/'));
        await languageSummary(page, LANGUAGES[1]).click();
        await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click();
        await expect(page).toHaveURL(at('/'));
        await rendered(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      } finally {
        await context.close();
      }
    });
  });
});

/** The ended demo show: its cages and results, in each language. */
const SHOW = 'Deutsche Brieftauben-Ausstellung Hannover';
const SHOW_TEXTS = {
  de: {
    prefix: '',
    cages: 'Käfigzuweisung ansehen',
    results: 'Ergebnisse ansehen',
    list: 'Ergebnisliste',
    search: 'Suchen',
    classLabel: 'Klasse',
    eliteHens: 'Elite Täubin',
    csv: 'CSV herunterladen',
    show: 'Anzeigen',
    moreEvents: 'Weitere Events laden',
  },
  en: {
    prefix: '/en',
    cages: 'View cage assignment',
    results: 'View results',
    list: 'Class lists',
    search: 'Search',
    classLabel: 'Class',
    eliteHens: 'Elite hen',
    csv: 'Download CSV',
    show: 'Show',
    moreEvents: 'Load more events',
  },
} as const;

test.describe('without JavaScript, a show', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    for (const [width, viewport] of [
      ['360', PHONE],
      ['1280', WIDE],
    ] as const) {
      test(`leads from the events to its cages, its results and a filtered class list and back (${language.lang}, ${width} px)`, async ({
        page,
        request,
      }) => {
        const texts = SHOW_TEXTS[language.lang];
        const id = await eventIdByTitle(request, SHOW);
        await page.setViewportSize(viewport);
        await visit(page, language.events);
        // Other journeys add events: the list goes on by its "more" link, a link without script.
        const show = page.locator(`main a[href="${texts.prefix}/event/${id}"]`).first();
        for (let pages = 1; !(await show.isVisible()); pages++) {
          expect(pages, 'the show is within ten pages of events').toBeLessThan(10);
          await page.getByRole('link', { name: texts.moreEvents }).click();
          await expect(page).toHaveURL(/\?after=\d+$/);
          await rendered(page);
        }
        await show.click();
        await rendered(page);
        await expect(page.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();

        // Its cages, searched with the form the browser sends.
        await page.getByRole('link', { name: texts.cages }).click();
        await rendered(page);
        await page.getByRole('searchbox', { name: texts.search }).fill('DV-01234-21-88');
        await page.getByRole('searchbox', { name: texts.search }).press('Enter');
        await expect(page).toHaveURL(/\?q=DV-01234-21-88$/);
        await rendered(page);
        await expect(page.getByRole('main').getByRole('row')).toHaveCount(2);
        await expectNoAxeViolationsWithoutScript(page);
        await page.goBack();
        await page.goBack();
        await rendered(page);
        await expect(page.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();

        // Its results, the class lists, and one class by the filter's form.
        await page.getByRole('link', { name: texts.results }).click();
        await rendered(page);
        await page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(`^${texts.list}`) })
          .click();
        await rendered(page);
        await page.getByRole('combobox', { name: texts.classLabel }).selectOption({ label: texts.eliteHens });
        await page.getByRole('button', { name: texts.show, exact: true }).click();
        await expect(page).toHaveURL(/\?class=ELITE_F$/);
        await rendered(page);
        await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
        await expect(page.getByRole('region', { name: texts.eliteHens })).toContainText('DV-01234-21-88');
        await expect(page.getByRole('combobox', { name: texts.classLabel })).toHaveValue('ELITE_F');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await expectNoAxeViolationsWithoutScript(page);
        // The CSV file of what is shown is a plain link too: that one class, every row of it.
        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: texts.csv }).click();
        const file = (await readFile((await (await download).path())!)).toString('utf8');
        const rows = file.trimEnd().split('\r\n').slice(1);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.startsWith(`${texts.eliteHens};`))).toBe(true);
        expect(file).toContain('DV-01234-21-88');
        // Back: every class again.
        await page.goBack();
        await rendered(page);
        await expect(page.getByRole('main').getByRole('region')).not.toHaveCount(1);
      });
    }
  }
});

/** The season championship's texts in each language. */
const SEASON_TEXTS = {
  de: {
    prefix: '',
    season: (year: number) => `Saisonwertung ${year}`,
    previous: (year: number) => `← Saison ${year}`,
    counted: 'Gewertet werden',
    countedColumn: 'Gewertete Schauen',
    show: 'Anzeigen',
    none: 'In dieser Saison gibt es noch keine endgültig gewerteten Schauen.',
  },
  en: {
    prefix: '/en',
    season: (year: number) => `Season championship ${year}`,
    previous: (year: number) => `← Season ${year}`,
    counted: 'Counted',
    countedColumn: 'Shows counted',
    show: 'Show',
    none: 'This season has no shows with final results yet.',
  },
} as const;

test.describe('without JavaScript, the season championship', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`counts the best shows by its form and leads to the season before (${language.lang})`, async ({
      page,
      request,
    }) => {
      const texts = SEASON_TEXTS[language.lang];
      const season = await finalDemoShowSeason(request);
      await visit(page, `${texts.prefix}/results/season/${season}`);
      await expect(page.getByRole('heading', { level: 1, name: texts.season(season) })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('row').filter({ hasText: 'Karl Zimmermann' }),
      ).toBeVisible();
      await page.getByRole('combobox', { name: texts.counted }).selectOption('1');
      await page.getByRole('button', { name: texts.show, exact: true }).click();
      await expect(page).toHaveURL(/\?bestOf=1$/);
      await rendered(page);
      await expect(page.getByRole('columnheader', { name: texts.countedColumn })).toBeVisible();
      await expect(page.getByRole('combobox', { name: texts.counted })).toHaveValue('1');
      await expectNoAxeViolationsWithoutScript(page);

      await page.getByRole('link', { name: texts.previous(season - 1) }).click();
      await rendered(page);
      await expect(page.getByRole('heading', { level: 1, name: texts.season(season - 1) })).toBeVisible();
      await expect(page.getByText(texts.none)).toBeVisible();
    });
  }
});
