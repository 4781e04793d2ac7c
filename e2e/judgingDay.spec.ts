import type { Page } from '@playwright/test';
import { graphql } from '../tests/gql';
import { call, loginAt as login, tokenOf } from './support/journey';
import { ADMIN, JUDGE, judgedCount, judgeTablet, rateShownCage, startedEvent } from './support/judging';
import { expect, expectNoAxeViolations, test } from './support/test';

// A judge's day on a tablet: the way in, a tablet made ready for offline, cards that fit the
// screen, a newer rating never replaced unasked, and never a judge's own pigeon.

const SERIAL = Date.now() % 10_000_000;

const ME = graphql(`query JudgingDayJourneyMe { getClientByJWT { id } }`);
const SET_ROLE = graphql(
  `mutation JudgingDayJourneySetRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }`,
);

/** Picks the first or the top score of every category on the open card (top: 95 in all). */
async function score(page: Page, which: 'first' | 'top') {
  const categories = page.locator('fieldset[data-category]');
  await expect(categories).toHaveCount(5);
  for (const category of await categories.all())
    await (which === 'top'
      ? category.getByRole('radio').last()
      : category.getByRole('radio').first()
    ).check();
}

test('from logging in to the first open cage is two taps, and the menu leads a judge to their events', async ({
  browser,
  request,
}) => {
  const event = await startedEvent(request, `Zwei Tipps ${SERIAL}`);
  const context = await judgeTablet(browser);
  const page = await context.newPage();
  await login(page, JUDGE, '/dashboard');
  await expect(page.getByText(/Demnächst/)).toHaveCount(0);
  // Tap 1: the running event; tap 2: its next open cage.
  await page.getByRole('region', { name: 'Jetzt bewerten' }).getByRole('link', { name: event.title }).click();
  await page.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Käfig 1' })).toBeVisible();
  // The header's menu: a disclosure, whose summary is named for what it does.
  await page.getByRole('banner').getByLabel('Menü öffnen', { exact: true }).click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Meine Events/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zugewiesene Events' })).toBeVisible();
  // A cage that does not exist says so.
  await page.goto(`/judge/event/${event.id}/999999`);
  await expect(page.getByText('Käfig nicht gefunden.')).toBeVisible();
  await context.close();
});

for (const [name, viewport] of [
  ['1024×768 landscape', { width: 1024, height: 768 }],
  ['768×1024 portrait', { width: 768, height: 1024 }],
  ['800×1280', { width: 800, height: 1280 }],
] as const) {
  test(`the whole card fits a tablet at ${name}, with touch targets of 44 px`, async ({
    browser,
    request,
  }) => {
    const event = await startedEvent(request, `Passt ${name} ${SERIAL}`);
    const context = await judgeTablet(browser, { viewport });
    const page = await context.newPage();
    await login(page, JUDGE, `/judge/event/${event.id}/cages`);
    await page.getByRole('link', { name: /Nächster offener Käfig/ }).click();
    await expect(page.locator('fieldset[data-category]')).toHaveCount(5);
    const bottom = viewport.height;
    const boxes = await page.evaluate(() => window.scrollY);
    expect(boxes).toBe(0);
    for (const category of await page.locator('fieldset[data-category]').all()) {
      const box = await category.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(bottom);
    }
    // Every score and every action is a touch target of at least 44 px, and in view.
    const targets = [
      ...(await page.locator('fieldset[data-category] label').all()),
      page.getByRole('button', { name: 'Speichern' }),
      page.getByRole('button', { name: 'Überspringen' }),
      page.getByRole('button', { name: 'Abbrechen' }),
    ];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box && box.y + box.height).toBeLessThanOrEqual(bottom);
    }
    await context.close();
  });
}

test('on the English card at 1024×768 no category’s name runs under its scores', async ({
  browser,
  request,
}) => {
  const event = await startedEvent(request, `Breite Namen ${SERIAL}`);
  const context = await judgeTablet(browser, { viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await login(page, JUDGE, `/en/judge/event/${event.id}/cages`);
  await page.getByRole('link', { name: /Next open cage/ }).click();
  await expect(page.locator('fieldset[data-category]')).toHaveCount(5);
  // Where each name's text ends, against where its first score begins ("General impression (8–9)"
  // ran 17 px under the first score).
  const overlaps = await page.evaluate(() =>
    [...document.querySelectorAll('fieldset[data-category]')].map((category) => {
      const legend = category.querySelector('legend') as HTMLElement;
      const text = document.createRange();
      text.selectNodeContents(legend);
      const firstScore = (category.querySelector('label') as HTMLElement).getBoundingClientRect();
      return {
        name: legend.textContent,
        over: Math.round(text.getBoundingClientRect().right - firstScore.left),
      };
    }),
  );
  expect(overlaps.filter(({ over }) => over > 0)).toEqual([]);
  await context.close();
});

test('on a 360 px phone the first category shows at once and the bar stays one small row', async ({
  browser,
  request,
}) => {
  const event = await startedEvent(request, `Telefon ${SERIAL}`);
  const context = await judgeTablet(browser, { viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await login(page, JUDGE, `/judge/event/${event.id}/cages`);
  await page.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  const first = page.locator('fieldset[data-category]').first();
  const firstScore = await first.locator('label').first().boundingBox();
  const save = await page.getByRole('button', { name: 'Speichern' }).boundingBox();
  expect(firstScore && save && firstScore.y + firstScore.height).toBeLessThanOrEqual(save?.y ?? 0);
  expect(save && save.x + save.width).toBeLessThanOrEqual(360);
  const bar = await page
    .getByRole('button', { name: 'Abbrechen' })
    .locator('xpath=ancestor::div[1]')
    .boundingBox();
  expect(bar?.height).toBeLessThan(70);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Offline, the notice is read whole (it wraps instead of ending in "…"), and the first
  // category still shows above the bar.
  await context.setOffline(true);
  const notice = page.getByText('Offline: wird auf dem Gerät gespeichert');
  await expect(notice).toBeVisible();
  // Neither the text nor the badge around it is cut off.
  const clipped = await notice.evaluate((label) =>
    [label, label.parentElement as HTMLElement].map((box) => box.scrollWidth - box.clientWidth),
  );
  expect(
    clipped.every((over) => over <= 0),
    `clipped by ${clipped.join(', ')} px`,
  ).toBe(true);
  const offlineScore = await first.locator('label').first().boundingBox();
  const offlineSave = await page.getByRole('button', { name: 'Speichern' }).boundingBox();
  expect(offlineScore && offlineScore.y + offlineScore.height).toBeLessThanOrEqual(offlineSave?.y ?? 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});

test('each save is confirmed on the next card, and remarks count down to their limit', async ({
  browser,
  request,
}) => {
  const event = await startedEvent(request, `Bestätigt ${SERIAL}`);
  const context = await judgeTablet(browser);
  const page = await context.newPage();
  await login(page, JUDGE, `/judge/event/${event.id}/cages`);
  await page.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  await score(page, 'top');
  const note = page.getByRole('textbox', { name: 'Bemerkung' });
  // The remark grows with its text, from one line to four, and then scrolls.
  const size = () =>
    note.evaluate((field) => ({
      height: field.clientHeight,
      scrolls: field.scrollHeight > field.clientHeight,
    }));
  await note.fill('Gute Haltung');
  const one = (await size()).height;
  await note.fill('Gute Haltung\nKräftiger Rücken\nKlare Augen');
  await expect.poll(async () => (await size()).height).toBeGreaterThan(one + 10);
  const three = (await size()).height;
  const line = (three - one) / 2;
  await note.fill(Array.from({ length: 10 }, (_, i) => `Zeile ${i + 1}`).join('\n'));
  await expect.poll(size).toMatchObject({ scrolls: true });
  // Four lines high: one line more than three, and no more.
  const four = (await size()).height;
  expect(four).toBeGreaterThan(three + line / 2);
  expect(four).toBeLessThan(three + line * 1.5);
  await note.fill('Gute Haltung');
  await expect(page.getByText('Noch 488 von 500 Zeichen')).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Käfig 2' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Käfig 1 gespeichert · 95' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('a newer rating of the cage shows on an open card, and replacing it asks first', async ({
  browser,
  request,
}) => {
  const event = await startedEvent(request, `Zwei Karten ${SERIAL}`);
  const context = await judgeTablet(browser);
  const first = await context.newPage();
  await login(first, JUDGE, `/judge/event/${event.id}/cages`);
  const second = await context.newPage();
  const card = (page: Page) => page.goto(`/judge/event/${event.id}/cages`);
  for (const page of [first, second]) {
    await page.bringToFront();
    await card(page);
    await page.getByRole('link', { name: /Nächster offener Käfig/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Käfig 1' })).toBeVisible();
  }
  // Nothing entered in the second tab: its card takes the first tab's rating over.
  await first.bringToFront();
  await score(first, 'top');
  await first.getByRole('button', { name: 'Speichern' }).click();
  await expect(first.getByRole('heading', { level: 1, name: 'Käfig 2' })).toBeVisible();
  await second.bringToFront();
  await expect(second.getByText('Diese Karte zeigt die neueste Bewertung des Käfigs.')).toBeVisible();
  await expect(second.locator('output').first()).toHaveText('95');

  // Both tabs on cage 2; the second has entered its own scores when the first saves 95.
  await card(second);
  await second.getByRole('link', { name: /^Käfig 2:/ }).click();
  await score(second, 'first');
  await first.bringToFront();
  await score(first, 'top');
  await first.getByRole('button', { name: 'Speichern' }).click();
  await expect(first.getByRole('heading', { level: 1, name: 'Käfig 3' })).toBeVisible();
  await second.bringToFront();
  await expect(second.getByText('Inzwischen neu bewertet')).toBeVisible();
  await second.getByRole('button', { name: 'Speichern' }).click();
  const ask = second.getByRole('dialog', { name: 'Neuere Bewertung ersetzen?' });
  await expect(ask).toContainText(
    'Käfig 2 wurde inzwischen bewertet (Gesamt 95). Ihre Bewertung ersetzt diese.',
  );
  await expectNoAxeViolations(second);
  await ask.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Käfig 2' })).toBeVisible();
  await second.getByRole('button', { name: 'Speichern' }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'Ersetzen' }).click();
  await expect(second.getByRole('heading', { level: 1, name: /Käfig [34]/ })).toBeVisible();
  await expect.poll(() => judgedCount(request, event.id)).toBe(2);
  await context.close();
});

test('a judge never rates their own pigeon, and the office is warned of the assignment', async ({
  browser,
  request,
}) => {
  const event = await startedEvent(request, `Eigene Tauben ${SERIAL}`);
  // A demo breeder with pigeons in the show is made a judge of the event's classes.
  const breeder = 'zuechter@example.org';
  const superadmin = await tokenOf(request, 'superadmin@example.org');
  const breederToken = await tokenOf(request, breeder);
  const { getClientByJWT: me } = await call(request, ME, {}, breederToken);
  await call(request, SET_ROLE, { id: me.id, role: 'JUDGE' }, superadmin);
  try {
    const judgeToken = await tokenOf(request, JUDGE);
    const { getClientByJWT: judge } = await call(request, ME, {}, judgeToken);
    const { event: classes } = await call(
      request,
      graphql(
        `query JudgingDayJourneyClasses($id: ID!) { event(id: $id) { classes { code exhibitorIds } } }`,
      ),
      { id: event.id },
      event.adminToken,
    );
    const own = classes.classes.filter((c) => c.exhibitorIds.includes(String(me.id)));
    await call(
      request,
      graphql(
        `mutation JudgingDayJourneyAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }`,
      ),
      {
        e: event.id,
        a: own.map((c) => ({ classCode: c.code, judgeIds: [String(judge.id), String(me.id)] })),
      },
      event.adminToken,
    );

    // The office sees the warning on the judge assignment.
    const officeContext = await judgeTablet(browser);
    const office = await officeContext.newPage();
    await login(office, ADMIN, `/admin/event/${event.id}/judges`);
    await expect(
      office.getByText(/zeigt in dieser Klasse eigene Tauben und darf sie nicht bewerten/).first(),
    ).toBeVisible();
    await officeContext.close();

    const context = await judgeTablet(browser);
    const page = await context.newPage();
    await login(page, breeder, `/judge/event/${event.id}/cages`);
    await page
      .getByRole('main')
      .locator('label', { hasText: /^Alle$/ })
      .click();
    const ownRow = page
      .getByRole('link', { name: /Käfig \d+:/ })
      .filter({ hasText: 'Ihre eigene Taube' })
      .first();
    await ownRow.click();
    await expect(
      page.getByText(/Das ist Ihre eigene Taube: Richter bewerten ihre eigenen Tauben nicht/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await context.close();
  } finally {
    await call(request, SET_ROLE, { id: me.id, role: 'BREEDER' }, superadmin);
  }
});

test('a tablet prepared for offline opens its cages and cards after a reload without network', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const event = await startedEvent(request, `Vorbereitet ${SERIAL}`);
  const context = await judgeTablet(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  await login(page, JUDGE, `/judge/event/${event.id}/cages`);
  const status = page.getByRole('status').filter({ hasText: /offline/ });
  await page.getByRole('button', { name: /Für offline vorbereiten|Erneut vorbereiten/ }).click();
  await expect(status).toContainText('Bereit für offline: App, Käfige und Karten sind auf diesem Gerät', {
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);
  // The Wi-Fi drops, the judge reloads: the list, then a card, open from the device.
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('link', { name: /Nächster offener Käfig/ }).click();
  await rateShownCage(page);
  // The browser reloaded offline may think it is online; the outbox found no connection.
  await expect(page.getByText('Offline: wird auf dem Gerät gespeichert')).toBeVisible();
  await context.setOffline(false);
  await expect.poll(() => judgedCount(request, event.id), { timeout: 30_000 }).toBe(1);
  await context.close();
});
