import { createHash } from 'node:crypto';
import { graphql } from '../tests/gql';
import { startAppServer } from './support/appServer';
import { callRaw, loginThroughForm, untilTakenOver } from './support/journey';
import { expect, expectNoAxeViolations, test } from './support/test';

test.describe('home and events', () => {
  test('home shows the welcome, upcoming events from the API and the intro, in German', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Details/ }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Taubenschau/);
    await expectNoAxeViolations(page);
  });

  test('home in English under /en/', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Events' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/event lists every event in both languages', async ({ page }) => {
    await page.goto('/event');
    await expect(page.getByRole('heading', { name: 'Alle Events' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Details/ }).first()).toBeVisible();
    const germanCards = await page.getByRole('link', { name: /Details/ }).count();
    expect(germanCards).toBeGreaterThanOrEqual(3);
    await expect(page).toHaveTitle(/Events/);
    await expectNoAxeViolations(page);

    await page.goto('/en/event');
    await expect(page.getByRole('heading', { name: 'All events' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Details/ })).toHaveCount(germanCards);
  });

  test('/event says so when there are no events', async ({ browser }) => {
    const empty = await startAppServer({ SEED_DEMO: '0' });
    try {
      const page = await browser.newPage();
      await page.goto(`${empty.url}/event`);
      await expect(page.getByText('Zurzeit sind keine Events verfügbar')).toBeVisible();
      await page.goto(`${empty.url}/en/event`);
      await expect(page.getByText('No events currently available')).toBeVisible();
      await page.close();
    } finally {
      await empty.stop();
    }
  });
});

test.describe('languages', () => {
  test('switching language keeps the page and survives a reload', async ({ page }) => {
    await page.goto('/event');
    // The app remembers the choice (a link followed before it runs is the browser's, unremembered).
    await untilTakenOver(page, 'header a[hreflang="en"]');
    // The language button is a disclosure (its summary has no role for Playwright) listing links.
    const banner = page.getByRole('banner');
    await banner.locator('summary', { hasText: 'Sprache wählen' }).click();
    await expect(banner.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await banner.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/event$/);
    await expect(banner.getByRole('link', { name: 'English' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'All events' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'All events' })).toBeVisible();
    // The choice is remembered: the German home page now sends this visitor to English.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('a first visit to / follows the browser language', async ({ browser, baseURL }) => {
    const english = await browser.newContext({ locale: 'en-GB', baseURL });
    const page = await english.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    const cookie = (await english.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await english.close();

    const german = await browser.newContext({ locale: 'de-DE', baseURL });
    const dePage = await german.newPage();
    await dePage.goto('/');
    await expect(dePage.locator('html')).toHaveAttribute('lang', 'de');
    await expect(dePage).toHaveURL(/\/$/);
    await german.close();
  });
});

test.describe('not found', () => {
  test('an unknown path shows the not-found page with the path, in both languages', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.getByText('/gibt-es-nicht')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/en/no-such-page')).toBeVisible();
  });
});

test.describe('footer and legal pages', () => {
  test('imprint, contact and privacy links lead to their pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/');
    await footer.getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/impressum$/);

    await page.goto('/');
    await footer.getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutz' })).toBeVisible();
    await expectNoAxeViolations(page);

    await expect(footer.getByRole('img', { name: /Wappen|Flagge/ }).first()).toBeVisible();
  });

  test('the English footer leads to the English pages', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click();
    await expect(page).toHaveURL(/\/en\/imprint$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });
});

test('a page whose code is gone after a new release is loaded anew at its address', async ({ page }) => {
  await page.goto('/');
  // The app has taken the page over (React marks each element it takes over): the link is the
  // router's now, not the browser's.
  const imprint = page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' });
  await expect
    .poll(() => imprint.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__react'))))
    .toBe(true);
  // A new release replaced the imprint's code: the server no longer has the file this page names,
  // until the page is loaded anew (its document asked for again).
  let reloaded = false;
  let refused = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().endsWith('/impressum')) reloaded = true;
  });
  await page.route(/\/assets\/ImpressumPage-[^/]+\.js$/, (route) => {
    if (reloaded) return route.continue();
    refused++;
    return route.fulfill({ status: 404, body: '' });
  });
  await page.evaluate(() => {
    (window as unknown as { before: boolean }).before = true;
  });
  await imprint.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page).toHaveURL(/\/impressum$/);
  // A page loaded anew, as the server sends it now; not the error page and then home.
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
  expect(refused).toBeGreaterThan(0);
});

test('a logged-in header fits a 1000 px tablet in landscape', async ({ page, context, request, baseURL }) => {
  const password = createHash('sha256').update('taubenschau').digest('hex');
  const login = await callRaw(
    request,
    graphql(
      `query ShellJourneyLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }`,
    ),
    { email: 'superadmin@example.org', password },
  );
  const token = login.data!.loginClient.token;
  await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: /Sabine Schwarz/ })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('on a wide screen the header logs out in one click, in either language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginThroughForm(page, 'superadmin@example.org', '/en/dashboard');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Sabine Schwarz/ })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('signing up names the privacy policy before the account exists', async ({ page, context }) => {
  await page.goto('/signIn');
  const [policy] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Datenschutzerklärung/ }).click(),
  ]);
  await expect(policy.getByRole('heading', { level: 1, name: 'Datenschutz' })).toBeVisible();
  await page.goto('/en/signIn');
  await expect(page.getByRole('link', { name: /privacy policy \(opens in a new tab\)/ })).toHaveAttribute(
    'href',
    '/en/privacy',
  );
});
