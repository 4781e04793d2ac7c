import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { graphql } from '../tests/gql';
import { call, loginAt as login, tokenOf } from './support/journey';
import { ADMIN, cagedEvent, eventInput, JUDGE } from './support/judging';
import { expect, expectNoAxeViolations, test } from './support/test';

// The show office's overview of every show with its next step, and a show's audit trail on screen.

const BREEDER = 'zuechter@example.org';
const YEAR = new Date().getFullYear();
// Unique per run: every spec shares one server and its demo data.
const SERIAL = 700_000 + (Date.now() % 6_000_000);

async function ownPigeons(request: APIRequestContext, token: string, association: string, count: number) {
  const yy = String((YEAR - 1) % 100).padStart(2, '0');
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { createPigeon } = await call(
      request,
      graphql(
        `mutation OfficeJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`,
      ),
      { input: { ringNumber: `${association}-${yy}-${SERIAL + i}`, sex: 'M', color: 'blau' } },
      token,
    );
    ids.push(createPigeon.id);
  }
  return ids;
}

test('the overview lists every show with its status and leads to its next step, in both languages', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Übersicht-Schau ${SERIAL}`;
  const breederToken = await tokenOf(request, BREEDER);
  // A show caged and judged by someone (ready to start), and one still open for registration.
  const caged = await cagedEvent(request, `${name} Halle`, async () => [
    { token: breederToken, pigeonIds: await ownPigeons(request, breederToken, 'DV-07011', 2) },
  ]);
  const { createEvent: open } = await call(
    request,
    graphql(`mutation OfficeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }`),
    { input: eventInput(`${name} offen`, 1) },
    caged.adminToken,
  );

  // From the dashboard.
  await login(page, ADMIN, '/dashboard');
  await page.getByRole('link', { name: 'Alle Schauen und der nächste Schritt' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Schauen' })).toBeVisible();

  // The search goes into the address; both shows, the newest first, each with its status and counts.
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(name);
  await page.getByRole('searchbox', { name: 'Suchen' }).press('Enter');
  await expect(page).toHaveURL(/\?q=/);
  const shows = page.getByRole('list', { name: 'Schauen' }).getByRole('listitem');
  await expect(shows).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'Schauen' })).toHaveText('2 Schauen');
  const hall = shows.filter({ hasText: `${name} Halle` });
  await expect(hall).toContainText('Anmeldung geschlossen');
  await expect(hall.locator('dl')).toContainText(/Züchter\s*1\s*Tauben\s*2\s*Käfige\s*2\s*Bewertet\s*0/);
  await expect(hall.getByRole('link', { name: 'Prüfen und Bewertung starten' })).toHaveAttribute(
    'href',
    `/event/${caged.id}`,
  );
  const openShow = shows.filter({ hasText: `${name} offen` });
  await expect(openShow).toContainText('Anmeldung offen');
  await expectNoAxeViolations(page);

  // The status filter applies as it is picked, and keeps the search.
  await page.getByLabel('Status').selectOption({ label: 'Anmeldung offen' });
  await expect(page).toHaveURL(/status=OPEN/);
  await expect(shows).toHaveCount(1);
  await expect(shows).toContainText(`${name} offen`);
  await shows.getByRole('link', { name: 'Anmeldungen ansehen' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/event/${open.id}/registrations$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldungen je Züchter' })).toBeVisible();

  // In English, on a phone: the same show, its status and its next step in English words.
  const phone = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const english = await phone.newPage();
    await login(english, ADMIN, '/en/dashboard');
    // The phone's menu leads to the overview too.
    await english.getByRole('banner').getByLabel('Open menu', { exact: true }).click();
    await english.getByRole('link', { name: 'Show office: all shows' }).click();
    await expect(english).toHaveURL(/\/en\/admin\/events$/);
    // A filtered list is an address to share: opened as it is.
    await english.goto(`/en/admin/events?q=${encodeURIComponent(name)}&status=CLOSED`);
    await expect(english.getByRole('heading', { level: 1, name: 'All shows' })).toBeVisible();
    await expect(english.getByRole('status').filter({ hasText: 'show' })).toHaveText('1 show');
    const show = english.getByRole('list', { name: 'Shows' }).getByRole('listitem');
    await expect(show).toContainText('Registration closed');
    await expect(show.getByRole('link', { name: 'Check and start judging' })).toHaveAttribute(
      'href',
      `/en/event/${caged.id}`,
    );
    await expect(english.getByLabel('Status')).toHaveValue('CLOSED');
    expect(await english.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(english);
  } finally {
    await phone.close();
  }
});

test('the audit trail shows every rating of a show as a table, filtered in the address', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const breederToken = await tokenOf(request, BREEDER);
  const { id, adminToken } = await cagedEvent(request, `Verlaufs-Schau ${SERIAL}`, async () => [
    { token: breederToken, pigeonIds: await ownPigeons(request, breederToken, 'DV-07012', 2) },
  ]);
  await call(
    request,
    graphql(`mutation OfficeJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }`),
    { id },
    adminToken,
  );
  // The judge's tablet: a rating of cage 1, a skip of cage 2 with a remark.
  const judgeToken = await tokenOf(request, JUDGE);
  const { judgeCages } = await call(
    request,
    graphql(`query OfficeJourneyJudgeCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }`),
    { id },
    judgeToken,
  );
  const cage = (n: number) => judgeCages.find((c) => c.cageNumber === n)!.id;
  const clientTime = new Date().toISOString();
  const { submitJudgingOps } = await call(
    request,
    graphql(
      `mutation OfficeJourneyRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }`,
    ),
    {
      ops: [
        {
          opId: randomUUID(),
          eventId: id,
          cageId: cage(1),
          kind: 'RATE',
          scores: { generalImpression: 9, boneStructure: 9, back: 19, musculature: 29, wings: 29 },
          clientTime,
        },
        {
          opId: randomUUID(),
          eventId: id,
          cageId: cage(2),
          kind: 'SKIP',
          skipReason: 'SICK',
          note: 'hustet',
          clientTime,
        },
      ],
    },
    judgeToken,
  );
  expect(submitJudgingOps).toEqual([{ outcome: 'APPLIED' }, { outcome: 'APPLIED' }]);

  await login(page, ADMIN, `/admin/event/${id}/records`);
  const trail = page.getByRole('region', { name: 'Einträge des Verlaufs' }).getByRole('table');
  await expect(trail.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'Einträge' })).toHaveText('2 Einträge');
  const rating = trail.getByRole('row').filter({ hasText: 'Bewertung' });
  await expect(rating.getByRole('cell').nth(5)).toHaveText('95');

  // Only skips: the filter is the address, and the row says what, why and the value.
  await page.getByLabel('Art', { exact: true }).selectOption({ label: 'Übersprungen' });
  await expect(page).toHaveURL(/kind=SKIP/);
  await expect(trail.getByRole('row')).toHaveCount(2);
  const skipped = trail.getByRole('row').nth(1);
  await expect(skipped.getByRole('cell').nth(3)).toContainText('2');
  await expect(skipped.getByRole('cell').nth(5)).toHaveText('übersprungen (Krank)');
  await expect(skipped.getByRole('cell').nth(6)).toHaveText('hustet');
  await expectNoAxeViolations(page);

  // A cage the skip was not made on: nothing, said so; the address holds both filters.
  await page.getByLabel('Käfig', { exact: true }).fill('1');
  await page.getByLabel('Käfig', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/cage=1/);
  await expect(page).toHaveURL(/kind=SKIP/);
  await expect(page.getByRole('status').filter({ hasText: 'Einträge' })).toHaveText('Keine Einträge.');
  // The CSV stays.
  await expect(page.getByRole('button', { name: 'Verlauf als CSV' })).toBeVisible();
});
