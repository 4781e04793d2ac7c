import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { graphql } from '../tests/gql';
import { call, DEMO_PASSWORD, eventIdByTitle, field, loginAt } from './support/journey';
import { ADMIN, JUDGE, startedEvent } from './support/judging';
import { latestMailLink } from './support/mail';
import { expect, expectNoAxeViolations, test } from './support/test';

// A phone: 360 px wide, with a touch screen (so `(pointer: coarse)` applies).
const PHONE = 360;
test.use({ viewport: { width: PHONE, height: 740 }, isMobile: true, hasTouch: true });

const RUN = Date.now();
const BREEDER = 'zuechter@example.org';
const BREEDER_NAME = 'Karl Zimmermann';
const LANGUAGES = [
  { lang: 'de', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const;

/** Nothing is wider than the screen: no sideways scrolling. */
async function expectFitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page width of ${page.url()}`).toBeLessThanOrEqual(PHONE);
}

/** The computed `hyphens` of an element. */
function hyphensOf(locator: Locator) {
  return locator.evaluate((element) => getComputedStyle(element).hyphens);
}

/** How many lines an element's text takes. */
function linesOf(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/**
 * The lowest WCAG contrast ratio of any text inside `locator` against the first opaque background
 * behind it.
 */
function lowestTextContrast(locator: Locator) {
  return locator.evaluate((root) => {
    const rgba = (color: string) => {
      const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { rgb: [r, g, b], a };
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const background = (element: Element | null): number[] => {
      for (let at = element; at; at = at.parentElement) {
        const color = rgba(getComputedStyle(at).backgroundColor);
        if (color.a === 1) return color.rgb;
      }
      return [255, 255, 255];
    };
    const ratios: number[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      const text = luminance(rgba(getComputedStyle(element).color).rgb);
      const behind = luminance(background(element));
      ratios.push((Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05));
    }
    return Math.min(...ratios);
  });
}

/** How many parts of an element cut their text off (an ellipsis leaves a text wider than its box). */
function clippedParts(locator: Locator) {
  return locator.evaluate(
    (element) =>
      [element, ...element.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth).length,
  );
}

/** Every visible button, tab, toggle and number stepper in `scope` that is smaller than 44 × 44 px. */
async function smallTouchTargets(scope: Page | Locator) {
  const controls = scope.locator(
    'button, [role="button"], [role="tab"], a.mantine-Button-root, .mantine-SegmentedControl-label, .mantine-NumberInput-control, input.mantine-NumberInput-input',
  );
  const small: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (!box) continue;
    const isInput = await control.evaluate((element) => element.tagName === 'INPUT');
    // An input only needs the height: its width is the field's.
    if (box.height < 44 || (!isInput && box.width < 44)) {
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent())?.trim();
      small.push(`${name || (await control.evaluate((e) => e.className))}: ${box.width}×${box.height}`);
    }
  }
  return small;
}

test('long words hyphenate by the language of the page, in German and English', async ({ page, request }) => {
  const id = await eventIdByTitle(request, 'Deutsche Brieftaubenausstellung');
  for (const { lang, prefix } of LANGUAGES) {
    await page.goto(`${prefix}/event`);
    // Any event's card: other journeys add events, so the demo's may be on a later page of the list.
    const card = page.getByRole('heading', { level: 3 }).first();
    await expect(card).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(await hyphensOf(card)).toBe('auto');
    expect(await hyphensOf(page.getByRole('heading', { level: 1 }))).toBe('auto');
    await expectFitsScreen(page);

    await page.goto(`${prefix}/event/${id}`);
    const title = page.getByRole('heading', { level: 1, name: 'Deutsche Brieftaubenausstellung' });
    await expect(title).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(await hyphensOf(title)).toBe('auto');
    // "Deutsche" and "Brieftaubenausstellung", each whole on its line (or hyphenated into it).
    expect(await linesOf(title)).toBeLessThanOrEqual(2);
    await expectFitsScreen(page);
  }
  await expectNoAxeViolations(page);

  // Switching the language in the app (no new page load) switches the hyphenation rules with it.
  // (The phone's menu is a disclosure: its summary is found by its name.)
  await page.getByRole('banner').getByLabel('Open menu', { exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('banner').getByLabel('Menü öffnen', { exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/event/${id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the password-reset confirmation shows the whole e-mail address on a phone', async ({
  page,
  request,
}) => {
  // A long address that has no place to break but its dots and its "@".
  const email = `brieftaubenzuechtervereinigung.${RUN}@zuechtergemeinschaft-niedersachsen.example`;
  await call(
    request,
    graphql(`mutation LayoutJourneyRegisterLong($email: String!, $pwdHash: String!) {
      registerClient(email: $email, firstName: "Lange", lastName: "Adresse", pwdHash: $pwdHash, language: de) { token }
    }`),
    { email, pwdHash: createHash('sha256').update(DEMO_PASSWORD).digest('hex') },
  );
  for (const { prefix, label, button, sent } of [
    { prefix: '', label: 'E-Mail', button: 'Link anfordern', sent: 'Anfrage erhalten' },
    { prefix: '/en', label: 'E-mail', button: 'Request link', sent: 'Request received' },
  ]) {
    await page.goto(`${prefix}/resetPassword`);
    await field(page, label).fill(email);
    await page.getByRole('button', { name: button }).click();
    const confirmation = page.getByRole('alert').filter({ hasText: sent });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(email);
    // Nothing of the address is cut off: its paragraph holds it within its own width and the box's.
    const paragraph = confirmation.locator('p').filter({ hasText: 'example' });
    const widths = await paragraph.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      message: (element.closest('.mantine-Alert-message') as HTMLElement).scrollWidth,
      messageClient: (element.closest('.mantine-Alert-message') as HTMLElement).clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(widths.message).toBeLessThanOrEqual(widths.messageClient);
    // Every line of the text lies inside the box (a cut-off line would reach past its edge).
    const outside = await confirmation.evaluate((box) => {
      const edge = box.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(box);
      return [...range.getClientRects()].filter((line) => line.right > edge.right + 0.5).length;
    });
    expect(outside).toBe(0);
    await expectFitsScreen(page);
  }
  await expectNoAxeViolations(page);
});

test('the public cage list names each class once and keeps ring numbers whole', async ({ page, request }) => {
  const id = await eventIdByTitle(request, 'Jungtierschau Kassel');
  for (const { prefix, cage, ring, className, section } of [
    { prefix: '', cage: 'Käfig', ring: 'Ringnummer', className: 'Klasse', section: 'Elite Täuber' },
    { prefix: '/en', cage: 'Cage', ring: 'Ring number', className: 'Class', section: 'Elite cock' },
  ]) {
    await page.goto(`${prefix}/event/${id}/cages`);
    const group = page.getByRole('region', { name: section });
    await expect(group.getByRole('heading', { name: section })).toBeVisible();
    // Under each class heading the columns are the cage and the ring number, not the class again.
    await expect(page.getByRole('columnheader', { name: ring }).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: className, exact: true })).toHaveCount(0);
    await expect(group.getByRole('columnheader')).toHaveText([cage, ring]);
    await expect(group.getByRole('cell', { name: section, exact: true })).toHaveCount(0);
    // A ring number is never split over two lines.
    const rings = page.getByRole('cell').filter({ hasText: /^[A-Z]{2}[- ]\d/ });
    expect(await rings.count()).toBeGreaterThan(3);
    for (const cell of await rings.all())
      expect(await linesOf(cell), (await cell.textContent()) ?? '').toBe(1);
    await expectFitsScreen(page);
  }
  await expectNoAxeViolations(page);
});

test('the login and profile pages have touch targets of at least 44 × 44 px', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Passwort anzeigen' })).toBeVisible();
  expect(await smallTouchTargets(page)).toEqual([]);
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);

  await loginAt(page, BREEDER, '/profile');
  await expect(page.getByRole('tab', { name: 'Weitere Angaben' })).toBeVisible();
  expect(await smallTouchTargets(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Weitere Angaben' }).click();
  expect(await smallTouchTargets(page)).toEqual([]);
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
});

test("the judge's cage list and point card have touch targets of at least 44 × 44 px", async ({
  page,
  request,
}) => {
  const event = await startedEvent(request, `Tippschau ${RUN}`);
  await loginAt(page, JUDGE, `/judge/event/${event.id}/cages`);
  const next = page.getByRole('link', { name: /Nächster offener Käfig/ });
  await expect(next).toBeVisible();
  expect(await clippedParts(next)).toBe(0);
  expect(await smallTouchTargets(page.getByRole('main'))).toEqual([]);
  await expectFitsScreen(page);
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Käfig \d+$/ })).toBeVisible();
  // The ring number, on its one line, does not run into the class beside it.
  const ring = (await page
    .getByRole('main')
    .locator('span', { hasText: /^[A-Z]{2}-\d{5}-\d{2}-\d+$/ })
    .first()
    .boundingBox())!;
  const classLabel = (await page.getByText('Klasse', { exact: true }).boundingBox())!;
  expect(ring.x + ring.width <= classLabel.x || ring.y + ring.height <= classLabel.y).toBe(true);
  expect(await smallTouchTargets(page)).toEqual([]);
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Überspringen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  expect(await smallTouchTargets(dialog)).toEqual([]);
});

test('cage number inputs are large on a touch screen, without tiny steppers', async ({ page, request }) => {
  const id = await eventIdByTitle(request, 'Regionalschau Leipzig');
  await loginAt(page, ADMIN, `/admin/cage-assign/${id}`);
  const input = page.getByRole('textbox', { name: /^Käfig für / }).first();
  await expect(input).toBeVisible();
  expect(await smallTouchTargets(page.getByRole('main'))).toEqual([]);
  expect((await input.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectFitsScreen(page);
});

test('the account button shows the whole name on a phone, in both languages', async ({ page }) => {
  await loginAt(page, BREEDER, '/profile');
  for (const { prefix } of LANGUAGES) {
    await page.goto(`${prefix}/profile`);
    const account = page.getByRole('banner').getByRole('link', { name: BREEDER_NAME });
    await expect(account).toBeVisible();
    expect(await clippedParts(account)).toBe(0);
    await expect(account).toHaveText(BREEDER_NAME);
    await expectFitsScreen(page);
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the account button shows a longer name whole beside the navigation', async ({ page, request }) => {
    const email = `marie-luise-${RUN}@example.org`;
    await call(
      request,
      graphql(`mutation LayoutJourneyRegisterMarie($email: String!, $pwdHash: String!) {
        registerClient(email: $email, firstName: "Marie-Luise", lastName: "Zimmermann", pwdHash: $pwdHash, language: de) { token }
      }`),
      { email, pwdHash: createHash('sha256').update(DEMO_PASSWORD).digest('hex') },
    );
    const code = new URL(await latestMailLink(email, /\/verify\?code=/)).searchParams.get('code');
    await call(
      request,
      graphql(`mutation LayoutJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }`),
      { code: code! },
    );
    await loginAt(page, email, '/dashboard');
    const account = page.getByRole('banner').getByRole('link', { name: 'Marie-Luise Zimmermann' });
    await expect(account).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    expect(await clippedParts(account)).toBe(0);
  });
});

test('a page that cannot load its event says so readably and leads back to the list', async ({ page }) => {
  for (const { prefix, path, message, back } of [
    {
      prefix: '',
      path: '/event/999999',
      message: 'Das Event konnte nicht gefunden werden',
      back: 'Alle Events',
    },
    { prefix: '/en', path: '/event/999999', message: 'Event could not be found', back: 'All events' },
    {
      prefix: '',
      path: '/event/999999/cages',
      message: 'Das Event konnte nicht gefunden werden',
      back: 'Alle Events',
    },
    { prefix: '/en', path: '/event/999999/cages', message: 'Event could not be found', back: 'All events' },
  ]) {
    await page.goto(`${prefix}${path}`);
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    // WCAG AA for normal text: 4.5:1, for the message and the link alike.
    expect(await lowestTextContrast(alert)).toBeGreaterThanOrEqual(4.5);
    await expect(alert.getByRole('link', { name: back })).toHaveAttribute('href', `${prefix}/event`);
    await expectFitsScreen(page);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('alert').getByRole('link', { name: 'All events' }).click();
  await expect(page).toHaveURL(/\/en\/event$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All events' })).toBeVisible();
});
