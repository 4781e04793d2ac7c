import type { Page } from '@playwright/test';
import { loginThroughForm } from './support/journey';
import { expect, expectNoAxeViolations, test } from './support/test';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/**
 * The phone's menu: a native disclosure below the header. Its summary is announced by browsers as
 * a button that expands (Playwright's roles give a summary none: it is found by its name).
 */
function menuButton(page: Page, name = 'Menü öffnen') {
  return page.getByRole('banner').getByLabel(name, { exact: true });
}

/** The menu's panel (hidden while closed). */
function menu(page: Page) {
  return page.getByRole('banner').locator('details:has(> summary[aria-label]) > div');
}

test('the menu on a phone holds the navigation and the language selector', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Events' })).toBeHidden();
  await expect(menu(page)).toBeHidden();
  await menuButton(page).click();
  await expect(menu(page).getByRole('link', { name: 'Start' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Events' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Ergebnisse' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'English' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Escape closes it and puts the focus back on its button.
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  // So does a tap outside it.
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  // (Below the menu's panel, which covers the top of the page.)
  await page.getByRole('heading', { level: 2, name: 'Kommende Events' }).click();
  await expect(menu(page)).toBeHidden();

  // A menu entry navigates and closes the menu; back returns to the page it was opened on.
  await menuButton(page).click();
  await menu(page).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/event$/);
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Alle Events' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu(page)).toBeHidden();
});

test('logged in, the phone menu leads to my pigeons and the profile, and logs out', async ({ page }) => {
  await loginThroughForm(page, 'zuechter@example.org', '/event');
  await menuButton(page).click();
  await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Mein Profil' })).toBeVisible();
  await expectNoAxeViolations(page);
  await menu(page).getByRole('link', { name: 'Meine Tauben' }).click();
  await expect(page).toHaveURL(/\/breeder\/myPigeons$/);
  await expect(menu(page)).toBeHidden();

  await menuButton(page).click();
  await menu(page).getByRole('button', { name: 'Ausloggen' }).click();
  await expect(page.getByText('Sie wurden ausgeloggt.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Einloggen' })).toBeVisible();
  await page.goto('/en/');
  await menuButton(page, 'Open menu').click();
  await expect(menu(page).getByRole('link', { name: 'Deutsch' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('switching to English from the phone menu', async ({ page }) => {
  await page.goto('/event');
  await menuButton(page).click();
  await menu(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/event$/);
  await expect(page.getByRole('heading', { name: 'All events' })).toBeVisible();
  await expect(menu(page)).toBeHidden();
  await menuButton(page, 'Open menu').click();
  await expect(menu(page).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
});

test('pages fit a 360 px screen without sideways scrolling', async ({ page }) => {
  for (const path of ['/', '/event', '/impressum', '/datenschutz', '/en/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
