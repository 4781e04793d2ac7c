import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { graphql } from '../tests/gql';
import { call, DEMO_PASSWORD, field } from './support/journey';
import { latestMailLink } from './support/mail';
import { expect, expectNoAxeViolations, test } from './support/test';

const RUN = Date.now();
let serial = 0;

/** A unique address per test and run: every test shares one server. */
function uniqueEmail(name: string): string {
  serial += 1;
  return `${name}-${RUN}-${serial}@example.org`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An account created and confirmed through the API, for journeys that start after that. */
async function registerVerified(request: APIRequestContext, email: string, password: string) {
  await call(
    request,
    graphql(`mutation AccountsJourneyRegisterJana($email: String!, $pwdHash: String!) {
      registerClient(email: $email, firstName: "Jana", lastName: "Probe", pwdHash: $pwdHash, language: de) { token }
    }`),
    { email, pwdHash: sha256(password) },
  );
  const link = await latestMailLink(email, /\/verify\?code=/);
  const code = new URL(link).searchParams.get('code');
  await call(
    request,
    graphql(`mutation AccountsJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }`),
    { code: code! },
  );
}

async function fillLogin(page: Page, email: string, password: string, locale: 'de' | 'en' = 'de') {
  const labels = locale === 'de' ? ['E-Mail', 'Passwort', 'Einloggen'] : ['E-mail', 'Password', 'Log in'];
  await field(page, labels[0]).fill(email);
  await field(page, labels[1]).fill(password);
  await page.getByRole('main').getByRole('button', { name: labels[2] }).click();
}

async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('on a phone, in German', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('register, confirm on another device, log in, edit the profile, log out', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('neu');
    await page.goto('/signIn');
    await expect(page).toHaveTitle(/Konto erstellen/);
    await field(page, 'Vorname').fill('Nora');
    await field(page, 'Nachname').fill('Neumann');
    await field(page, 'E-Mail').fill(email);
    await field(page, 'Passwort').fill('geheim123');
    await field(page, 'Passwort wiederholen').fill('geheim124');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();
    await field(page, 'Passwort wiederholen').fill('geheim123');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page).toHaveURL(/\/signIn\/email$/);
    await expect(page.getByText(`Wir haben Ihnen eine E-Mail an ${email} geschickt.`)).toBeVisible();

    // Not confirmed yet: logging in is refused with the reason.
    await page.goto('/login');
    await fillLogin(page, email, 'geheim123');
    await expect(page.getByRole('alert')).toContainText('noch nicht bestätigt');

    const link = await latestMailLink(email, /\/verify\?code=/);
    expect(new URL(link).pathname).toBe('/verify');
    const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const other = await phone.newPage();
    await other.goto(link);
    await expect(other.getByText('Vielen Dank! Ihre E-Mail-Adresse ist bestätigt.')).toBeVisible();
    await other.getByRole('link', { name: 'Zum Einloggen' }).click();
    await fillLogin(other, email, 'geheim123');
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.getByRole('heading', { name: 'Züchter' })).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Admin' })).toHaveCount(0);

    await other.getByRole('link', { name: 'Nora Neumann' }).click();
    await expect(other).toHaveURL(/\/profile$/);
    await other.getByRole('tab', { name: 'Weitere Angaben' }).click();
    // Not a phone number: the form says so on the field, naming it and what it takes.
    await field(other, 'Telefonnummer').fill('ruf mich an');
    await other.getByRole('button', { name: 'Speichern' }).click();
    await expect(field(other, 'Telefonnummer')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige Telefonnummer ein: nur Ziffern, Leerzeichen und + / - ( ).',
    );
    await field(other, 'Telefonnummer').fill('+49 30 123456');
    await other.getByRole('button', { name: 'Speichern' }).click();
    await expect(other.getByText('Erfolgreich gespeichert')).toBeVisible();
    const overflow = await other.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await other.reload();
    await other.getByRole('tab', { name: 'Weitere Angaben' }).click();
    await expect(field(other, 'Telefonnummer')).toHaveValue('+49 30 123456');

    await other.getByRole('button', { name: 'Ausloggen', exact: true }).click();
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByText('Sie wurden ausgeloggt.')).toBeVisible();
    await expect(other.getByRole('link', { name: 'Einloggen' })).toBeVisible();
    await other.goto('/profile');
    await expect(other).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await phone.close();
  });
});

test('on a phone, an unconfirmed account is offered the confirmation mail again at login, in words that tell nothing more', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = uniqueEmail('unbestaetigt');
  await call(
    request,
    graphql(`mutation AccountsJourneyRegisterUwe($email: String!, $pwdHash: String!) {
      registerClient(email: $email, firstName: "Uwe", lastName: "Unbestätigt", pwdHash: $pwdHash, language: de) { token }
    }`),
    { email, pwdHash: sha256('geheim123') },
  );
  await page.goto('/login');
  await fillLogin(page, email, 'geheim123');
  await expect(page.getByRole('alert')).toContainText('noch nicht bestätigt');
  await page.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ist ein neuer Link unterwegs' })).toHaveText(
    'Falls zu dieser Adresse ein unbestätigtes Konto gehört, ist ein neuer Link unterwegs.',
  );
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a new e-mail address asks for the password, and once confirmed every older session is logged out', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const email = uniqueEmail('umzug');
  const newEmail = uniqueEmail('umzug-neu');
  await registerVerified(request, email, 'geheim123');
  // The same account on a second device, which stays logged in.
  const tablet = await browser.newContext({ baseURL });
  const second = await tablet.newPage();
  await login(second, email, 'geheim123');
  await login(page, email, 'geheim123');

  await page.goto('/profile');
  await field(page, 'E-Mail').fill(newEmail);
  // The tab's own: the section that changes the password has a field of that name too.
  const password = field(page.getByRole('tabpanel', { name: 'Pflichtangaben' }), 'Aktuelles Passwort');
  await expect(password).toHaveAccessibleDescription('Zum Ändern der E-Mail-Adresse');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(password).toHaveAccessibleDescription(
    /Bitte geben Sie Ihr aktuelles Passwort ein, um die E-Mail-Adresse zu ändern\./,
  );
  await expect(password).toBeFocused();
  // A session alone is not enough: a wrong password changes nothing.
  await password.fill('geraten1');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(password).toHaveAccessibleDescription(/Das aktuelle Passwort ist falsch\./);
  await expect(page.getByRole('alert', { name: /Neue E-Mail-Adresse noch nicht bestätigt/ })).toHaveCount(0);
  await password.fill('geheim123');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert', { name: /Neue E-Mail-Adresse noch nicht bestätigt/ })).toContainText(
    newEmail,
  );
  await expectNoAxeViolations(page);

  // The link is opened on a third device, the new mailbox's.
  const link = await latestMailLink(newEmail, /\/confirmEmail\?token=/);
  const mailbox = await browser.newContext({ baseURL });
  const opened = await mailbox.newPage();
  await opened.goto(link);
  await expect(opened.getByRole('alert')).toContainText(
    `Ihre E-Mail-Adresse ist jetzt ${newEmail}. Jedes Gerät, auf dem Sie eingeloggt waren, ist ausgeloggt`,
  );
  await mailbox.close();

  // Every session from before the change has ended, on both devices.
  for (const device of [second, page]) {
    await device.goto('/profile');
    await expect(device).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  }
  // The old address logs in no more; the new one does.
  await fillLogin(second, email, 'geheim123');
  await expect(second.getByRole('alert')).toBeVisible();
  await fillLogin(second, newEmail, 'geheim123');
  await expect(second).toHaveURL(/\/profile$/);
  await expect(field(second, 'E-Mail')).toHaveValue(newEmail);

  // Logging out on all devices ends the session on the other one too.
  await login(page, newEmail, 'geheim123');
  await second.getByRole('button', { name: 'Auf allen Geräten ausloggen' }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'Überall ausloggen' }).click();
  await expect(second.getByText('Sie wurden auf allen Geräten ausgeloggt.')).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await tablet.close();
});

test('confirmed in the same browser, the registration logs in; optional details follow', async ({ page }) => {
  const email = uniqueEmail('gleich');
  await page.goto('/signIn');
  await field(page, 'Vorname').fill('Gerd');
  await field(page, 'Nachname').fill('Gleich');
  await field(page, 'E-Mail').fill(email);
  await field(page, 'Passwort').fill('gleich-123');
  await field(page, 'Passwort wiederholen').fill('gleich-123');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/signIn\/email$/);

  await page.goto(await latestMailLink(email, /\/verify\?code=/));
  await expect(page.getByText('Vielen Dank! Ihre E-Mail-Adresse ist bestätigt.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gerd Gleich' })).toBeVisible();
  await page.getByRole('link', { name: 'Weitere Angaben ergänzen' }).click();
  await expect(page).toHaveURL(/\/signIn\/additional$/);
  await field(page, 'Webseite').fill('gleich.example.org');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Erfolgreich gespeichert')).toBeVisible();
});

test('in English: forgotten password, mailed link, new password, log in with it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  await registerVerified(request, email, 'altes-passwort');

  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/en\/resetPassword$/);
  // The URL changes before the lazy page replaces the login form, whose e-mail field has the same
  // label: wait for the new page, or the address goes into the old form.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await field(page, 'E-mail').fill(email);
  await page.getByRole('button', { name: 'Request link' }).click();
  await expect(page.getByText('Request received')).toBeVisible();

  const link = await latestMailLink(email, /\/en\/resetPassword\?/);
  await page.goto(link);
  await field(page, 'New password').fill('neues-passwort');
  await field(page, 'Repeat password').fill('neues-passwort');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);

  await fillLogin(page, email, 'altes-passwort', 'en');
  await expect(page.getByRole('alert')).toContainText('The e-mail or the password is wrong');
  await fillLogin(page, email, 'neues-passwort', 'en');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page).toHaveTitle(/Dashboard/);
});

const PASSWORD_CHANGE = {
  de: {
    prefix: '',
    section: 'Passwort ändern',
    current: 'Aktuelles Passwort',
    next: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    wrong: 'Das aktuelle Passwort ist falsch.',
    short: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    done: 'Ihr Passwort wurde geändert. Auf allen anderen Geräten sind Sie jetzt ausgeloggt',
    loginFailed: 'Die E-Mail oder das Passwort ist falsch',
  },
  en: {
    prefix: '/en',
    section: 'Change password',
    current: 'Current password',
    next: 'New password',
    repeat: 'Repeat new password',
    wrong: 'The current password is wrong.',
    short: 'The password must be at least 8 characters long.',
    done: 'Your password has been changed. You are now logged out on every other device',
    loginFailed: 'The e-mail or the password is wrong',
  },
} as const;

for (const [locale, width] of [
  ['de', 360],
  ['en', 1280],
] as const) {
  test(`changing the password on the profile, ${locale} at ${width} px: this device stays, the others log in again with the new one`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const texts = PASSWORD_CHANGE[locale];
    const email = uniqueEmail(`passwort-${locale}`);
    await registerVerified(request, email, 'altes-passwort');
    await page.setViewportSize({ width, height: 800 });
    // The same account on a second device, which the change logs out.
    const tablet = await browser.newContext({ baseURL });
    const second = await tablet.newPage();
    await login(second, email, 'altes-passwort');

    await page.goto(`${texts.prefix}/login`);
    await fillLogin(page, email, 'altes-passwort', locale);
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/dashboard$`));
    await page.goto(`${texts.prefix}/profile`);
    const section = page.getByRole('region', { name: texts.section });
    await expect(section).toBeVisible();

    // A wrong current password is said on its field; a short new one is refused in the browser.
    const current = field(section, texts.current);
    await current.fill('geraten-1');
    await field(section, texts.next).fill('kurz');
    await field(section, texts.repeat).fill('kurz');
    await section.getByRole('button', { name: texts.section }).click();
    await expect(field(section, texts.next)).toHaveAccessibleDescription(new RegExp(texts.short));
    await field(section, texts.next).fill('neues-passwort');
    await field(section, texts.repeat).fill('neues-passwort');
    await section.getByRole('button', { name: texts.section }).click();
    await expect(current).toHaveAccessibleDescription(texts.wrong);
    await expect(current).toBeFocused();

    await current.fill('altes-passwort');
    await section.getByRole('button', { name: texts.section }).click();
    await expect(section.getByRole('alert')).toContainText(texts.done);
    await expect(current).toHaveValue('');
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // This device goes on with its fresh token, after a reload too; the other one must log in.
    await page.reload();
    await expect(page.getByRole('region', { name: texts.section })).toBeVisible();
    await second.goto('/profile');
    await expect(second).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await fillLogin(second, email, 'altes-passwort');
    await expect(second.getByRole('alert')).toContainText(PASSWORD_CHANGE.de.loginFailed);
    await fillLogin(second, email, 'neues-passwort');
    await expect(second).toHaveURL(/\/profile$/);
    await tablet.close();

    // Logged out here too, the new password logs in and the old one does not.
    await page
      .getByRole('main')
      .getByRole('button', { name: locale === 'de' ? 'Ausloggen' : 'Log out', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/?$`));
    await page.goto(`${texts.prefix}/login`);
    await fillLogin(page, email, 'altes-passwort', locale);
    await expect(page.getByRole('alert')).toContainText(texts.loginFailed);
    await fillLogin(page, email, 'neues-passwort', locale);
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/dashboard$`));
  });
}

test('a guest opening /dashboard logs in and comes back to it', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await fillLogin(page, 'zuechter@example.org', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // The login page is for guests only now.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a superadmin makes a new account a judge; its dashboard shows the judge section', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const email = uniqueEmail('richter');
  await registerVerified(request, email, 'richter-pw');

  await page.goto('/admin/roles');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Froles$/);
  await fillLogin(page, 'superadmin@example.org', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await page.getByLabel('Name oder E-Mail suchen').fill(email);
  await expect(page.getByText('1 Account', { exact: true })).toBeVisible();
  await page.getByLabel('Rolle von Jana Probe').selectOption('JUDGE');
  // A role changes only once confirmed.
  const confirm = page.getByRole('dialog', { name: 'Rolle ändern?' });
  await expect(confirm).toContainText('Jana Probe wird Richter statt Züchter.');
  await confirm.getByRole('button', { name: 'Rolle ändern' }).click();
  await expect(page.getByText('Jana Probe ist jetzt Richter.')).toBeVisible();

  const judge = await browser.newContext({ baseURL });
  const judgePage = await judge.newPage();
  await judgePage.goto('/login');
  await fillLogin(judgePage, email, 'richter-pw');
  await expect(judgePage).toHaveURL(/\/dashboard$/);
  await expect(judgePage.getByRole('heading', { name: 'Richter' })).toBeVisible();
  await expect(judgePage.getByRole('heading', { name: 'Züchter' })).toBeVisible();
  await expect(judgePage.getByRole('heading', { name: 'Admin' })).toHaveCount(0);
  await judge.close();
});

test('a breeder opening /admin/roles is sent to the dashboard with a notice', async ({ page }) => {
  await login(page, 'zuechter@example.org');
  await page.goto('/admin/roles');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Dafür fehlt Ihnen die Berechtigung.')).toBeVisible();
});

test.describe('accessibility', () => {
  test('login and registration pages', async ({ page }) => {
    for (const path of ['/login', '/signIn', '/en/login', '/resetPassword']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // With the errors of an empty form shown.
    await page.goto('/signIn');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('profile and dashboard', async ({ page }) => {
    await login(page, 'richter@example.org');
    await expectNoAxeViolations(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('role management', async ({ page }) => {
    await login(page, 'admin@example.org');
    await page.goto('/admin/roles');
    await expect(page.getByText('zuechter@example.org')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('logging in works where the browser offers no crypto.subtle (plain HTTP on the hall LAN)', async ({
  page,
}) => {
  // Browsers hide crypto.subtle on insecure origins such as http://192.168.0.10; simulate that here.
  await page.addInitScript(() => {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
  });
  await page.goto('/login');
  expect(await page.evaluate(() => globalThis.crypto.subtle)).toBeUndefined();
  await fillLogin(page, 'richter@example.org', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Richter' })).toBeVisible();
});
