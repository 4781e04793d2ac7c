import { loginThroughForm } from './support/journey';
import { expect, expectNoAxeViolations, test } from './support/test';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('the menu dialog on a phone holds the navigation and the language selector', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Events' })).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Start' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Events' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Ergebnisse' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'English' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Browser back closes the dialog and stays on the page.
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // A menu entry navigates and closes the menu.
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/event$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Alle Events' })).toBeVisible();
});

test('logged in, the phone menu leads to my pigeons and the profile, and logs out', async ({ page }) => {
  await loginThroughForm(page, 'zuechter@example.org', '/event');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mein Profil' })).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.getByRole('link', { name: 'Meine Tauben' }).click();
  await expect(page).toHaveURL(/\/breeder\/myPigeons$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ausloggen' }).click();
  await expect(page.getByText('Sie wurden ausgeloggt.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Einloggen' })).toBeVisible();
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('switching to English from the phone menu', async ({ page }) => {
  await page.goto('/event');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/event$/);
  await expect(page.getByRole('heading', { name: 'All events' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('pages fit a 360 px screen without sideways scrolling', async ({ page }) => {
  for (const path of ['/', '/event', '/impressum', '/datenschutz', '/en/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
