import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { graphql } from '../tests/gql';
import { call, eventIdByTitle, loginAt as login, tokenOf } from './support/journey';
import { ADMIN, endedShowOfCocks } from './support/judging';
import { expect, expectNoAxeViolations, test } from './support/test';

// The show office prints certificates: for a show of its own, ended just now (provisional), then
// finalised; and for the demo data's ended show (champion Karl Zimmermann) in English on a phone.
// Printed to a PDF: one A4 page per certificate with nothing of the app around it.

const DEMO_SHOW = 'Deutsche Brieftauben-Ausstellung Hannover';
const DEMO_CHAMPION = 'Karl Zimmermann';
// Unique per run: every spec shares one server and its demo data.
const SERIAL = 400_000 + (Date.now() % 6_000_000);
const run = promisify(execFile);

/** Text without its spaces and line breaks: a long title wraps on the sheet. */
const bare = (value: string) => value.replace(/\s+/g, '');

/** The totals of the show's four cocks, all in one class: places 1, 2, 2 and 4. */
const SCORES = [
  { generalImpression: 9, boneStructure: 9, back: 19, musculature: 29, wings: 29 },
  { generalImpression: 9, boneStructure: 9, back: 19, musculature: 28, wings: 28 },
  { generalImpression: 9, boneStructure: 9, back: 19, musculature: 28, wings: 28 },
  { generalImpression: 9, boneStructure: 9, back: 18, musculature: 27, wings: 27 },
];

/**
 * A show of the journey's own, ended: one breeder's four cocks rated 95, 93, 93 and 90, so that
 * breeder is the champion (281) and the class has a shared second place. Its champion's name.
 */
async function endedShow(request: APIRequestContext, title: string) {
  const { id, breederToken } = await endedShowOfCocks(request, title, SCORES, SERIAL);
  const { getClientByJWT: breeder } = await call(
    request,
    graphql(`query CertificatesJourneyBreeder { getClientByJWT { firstName lastName } }`),
    {},
    breederToken,
  );
  return { id, champion: `${breeder.firstName} ${breeder.lastName}` };
}

/**
 * The page printed to a PDF as the browser prints it (A4, the page's own @page size): checks with
 * poppler's pdfinfo that it has `count` A4 pages, and gives each page's text (pdftotext), checked
 * to hold nothing of the app's frame or the page's controls.
 */
async function printed(page: Page, count: number): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'certificates-'));
  try {
    const file = join(dir, 'urkunden.pdf');
    await writeFile(file, await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true }));
    const { stdout: info } = await run('pdfinfo', [file]);
    expect(Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1])).toBe(count);
    expect(info).toMatch(/^Page size:.* pts \(A4\)$/m);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    const pages = text.split('\f').filter((p) => p.trim() !== '');
    expect(pages).toHaveLength(count);
    for (const sheet of pages)
      for (const chrome of [
        'Anmelden',
        'Einloggen',
        'Abmelden',
        'Impressum',
        'Datenschutz',
        'Drucken',
        'Plätze je Klasse',
      ])
        expect(sheet).not.toContain(chrome);
    return pages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const RESULTS = graphql(`
  query CertificatesJourneyResults($id: ID!) {
    eventResults(eventId: $id) {
      event {
        resultsStatus
      }
      champions {
        shownName
      }
      classes {
        entries {
          place
        }
      }
    }
  }
`);

/**
 * What the certificates must be, from the API's results: one per champion and per cage placed up
 * to `places` in its class; whether the results are still provisional (another journey may finalise
 * them, so it is read, not assumed).
 */
async function expected(request: APIRequestContext, id: string, places: number) {
  const { eventResults } = await call(request, RESULTS, { id });
  const placed = eventResults.classes
    .flatMap((c) => c.entries)
    .filter((e) => e.place !== null && e.place <= places).length;
  return {
    count: eventResults.champions.length + placed,
    provisional: eventResults.event.resultsStatus === 'PROVISIONAL',
  };
}

const sheets = (page: Page) => page.locator('article[data-certificate]');

test('the office prints a certificate for the champion and each class winner, more places on request, one A4 page each', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `Urkunden-Schau ${SERIAL}`;
  const { id, champion } = await endedShow(request, title);
  await login(page, ADMIN, `/event/${id}`);
  await page.getByRole('link', { name: 'Urkunden' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/event/${id}/certificates$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Urkunden' })).toBeVisible();

  // A newly ended show's results are provisional.
  const winners = await expected(request, id, 1);
  expect(winners).toEqual({ count: 2, provisional: true });
  await expect(sheets(page)).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'Urkunden' })).toHaveText(
    '2 Urkunden, je eine A4-Seite.',
  );
  const first = page.getByRole('article', { name: `Urkunde Schausieger: ${champion}` });
  await expect(first).toContainText('Verband Deutscher Taubenzüchter e. V.');
  await expect(first).toContainText(title);
  await expect(first).toContainText('Schausieger');
  await expect(first.getByRole('definition').first()).toHaveText('281');
  await expect(first.getByRole('definition').nth(1)).toHaveText('95 / 93 / 93');
  const winner = sheets(page).nth(1);
  await expect(winner).toContainText('1. Platz');
  await expect(winner).toContainText(champion);
  await expect(winner.getByRole('definition').last()).toHaveText('95');
  // Provisional on every certificate.
  await expect(page.locator('article[data-certificate] [data-provisional]')).toHaveCount(2);
  await expect(first).toContainText('Vorläufiges Ergebnis – Einspruchsfrist bis');
  await expectNoAxeViolations(page);

  // Two places per class: the two cages sharing place 2 get one each. In the address, so a reload
  // prints the same.
  await page.getByRole('textbox', { name: 'Plätze je Klasse' }).fill('2');
  await expect(page).toHaveURL(/\?places=2$/);
  await expect(sheets(page)).toHaveCount(4);
  expect((await expected(request, id, 2)).count).toBe(4);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Plätze je Klasse' })).toHaveValue('2');
  await expect(sheets(page)).toHaveCount(4);
  await expect(sheets(page).filter({ hasText: '2. Platz' })).toHaveCount(2);

  // On paper: the certificates alone, each on an A4 page of its own.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Urkunden' })).toBeHidden();
  const pages = await printed(page, 4);
  expect(bare(pages[0])).toContain(bare(champion));
  expect(pages[0]).toContain('Schausieger');
  for (const sheet of pages) {
    expect(bare(sheet)).toContain(bare(title));
    expect(sheet).toContain('Urkunde');
    expect(sheet).toMatch(/vorläufig/i);
  }
  await page.emulateMedia({ media: null });

  // Finalised, the certificates no longer say provisional.
  await call(
    request,
    graphql(
      `mutation CertificatesJourneyFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id } }`,
    ),
    { id },
    await tokenOf(request, ADMIN),
  );
  await page.reload();
  await expect(sheets(page)).toHaveCount(4);
  await expect(page.locator('article[data-certificate] [data-provisional]')).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  for (const sheet of await printed(page, 4)) expect(sheet).not.toMatch(/vorläufig/i);
});

test('the certificates in English, on a phone', async ({ browser, request }) => {
  const id = await eventIdByTitle(request, DEMO_SHOW);
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await login(page, ADMIN, `/en/admin/event/${id}/certificates`);
  await page.goto(`/en/admin/event/${id}/certificates?places=2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  const { count, provisional } = await expected(request, id, 2);
  await expect(sheets(page)).toHaveCount(count);
  await expect(page.getByRole('textbox', { name: 'Places per class' })).toHaveValue('2');
  const champion = page.getByRole('article', { name: `Certificate show champion: ${DEMO_CHAMPION}` });
  await expect(champion).toContainText('Certificate');
  await expect(champion).toContainText('Show champion');
  await expect(champion.getByRole('definition').first()).toHaveText('277');
  await expect(sheets(page).nth(1)).toContainText('1st place');
  // Shows from before the objection period have no deadline to name.
  if (provisional) await expect(champion).toContainText('Provisional result');
  else await expect(champion).not.toContainText('Provisional');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await context.close();
});
