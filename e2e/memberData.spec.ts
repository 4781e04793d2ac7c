import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { graphql } from '../tests/gql';
import { call, field } from './support/journey';
import { latestMailLink } from './support/mail';
import { expect, expectNoAxeViolations, test } from './support/test';

// A member takes their data home and deletes their account, in the browser. Every journey here
// signs up an account of its own: the demo accounts are shared by the other journeys.

const RUN = Date.now();
const PASSWORD = 'abschied123';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A confirmed account with one pigeon, made through the API as a journey before this one would. */
async function accountWithPigeon(request: APIRequestContext, name: string, ringNumber: string) {
  const email = `${name}-${RUN}@example.org`;
  await call(
    request,
    graphql(`mutation MemberDataJourneyRegister($email: String!, $pwdHash: String!) {
      registerClient(email: $email, firstName: "Mara", lastName: "Abschied", pwdHash: $pwdHash, language: de) { token }
    }`),
    { email, pwdHash: sha256(PASSWORD) },
  );
  const code = new URL(await latestMailLink(email, /\/verify\?code=/)).searchParams.get('code');
  await call(
    request,
    graphql(`mutation MemberDataJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }`),
    { code: code! },
  );
  const { loginClient } = await call(
    request,
    graphql(`query MemberDataJourneyLogin($email: String!, $password: String!) {
      loginClient(email: $email, password: $password) { token }
    }`),
    { email, password: sha256(PASSWORD) },
  );
  await call(
    request,
    graphql(`mutation MemberDataJourneyPigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`),
    { input: { ringNumber, sex: 'F', color: 'blau' } },
    loginClient.token,
  );
  return email;
}

const TEXTS = {
  de: {
    login: ['/login', 'E-Mail', 'Passwort', 'Einloggen'],
    privacy: ['/datenschutz', 'Wie lange wir Daten speichern', 'Profil'],
    profile: '/profile',
    download: 'Meine Daten herunterladen',
    file: /^taubenschau-daten-\d{4}-\d{2}-\d{2}\.json$/,
    about: 'Alle Daten, die Taubenschau zu Ihrem Konto speichert',
    open: 'Konto löschen',
    dialog: 'Konto löschen?',
    stays: 'als „ehemaliges Mitglied“',
    password: 'Passwort',
    confirm: 'Konto endgültig löschen',
    wrong: 'Das aktuelle Passwort ist falsch.',
    done: 'Ihr Konto ist gelöscht, und Sie sind auf allen Geräten ausgeloggt.',
    loginFailed: 'Die E-Mail oder das Passwort ist falsch.',
  },
  en: {
    login: ['/en/login', 'E-mail', 'Password', 'Log in'],
    privacy: ['/en/privacy', 'How long we keep data', 'profile'],
    profile: '/en/profile',
    download: 'Download my data',
    file: /^taubenschau-data-\d{4}-\d{2}-\d{2}\.json$/,
    about: 'All data Taubenschau keeps about your account',
    open: 'Delete account',
    dialog: 'Delete account?',
    stays: 'as “former member”',
    password: 'Password',
    confirm: 'Delete account for good',
    wrong: 'The current password is wrong.',
    done: 'Your account is deleted, and you are logged out on every device.',
    loginFailed: 'The e-mail or the password is wrong.',
  },
} as const;

async function logIn(page: Page, texts: (typeof TEXTS)['de' | 'en'], email: string) {
  const [path, emailLabel, passwordLabel, button] = texts.login;
  await page.goto(path);
  await field(page, emailLabel).fill(email);
  await field(page, passwordLabel).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: button }).click();
}

for (const [locale, width, ring] of [
  ['de', 360, 'DV-07771-24-11'],
  ['en', 1280, 'DV-07771-24-12'],
] as const) {
  test(`at ${width} px in ${locale === 'de' ? 'German' : 'English'}, a member downloads their data and deletes their account`, async ({
    page,
    request,
  }) => {
    const texts = TEXTS[locale];
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    const email = await accountWithPigeon(request, `abschied-${locale}`, ring);
    await logIn(page, texts, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The privacy page says what is kept and for how long, and leads to the profile.
    const [privacy, kept, profileLink] = texts.privacy;
    await page.goto(privacy);
    await expect(page.getByRole('heading', { name: kept })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: profileLink, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${texts.profile}$`));
    await expect(page.getByRole('button', { name: texts.download })).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The download: one JSON file with the account and its pigeon, and what each part is.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: texts.download }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(texts.file);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(data.about[0]).toContain(texts.about);
    expect(data.account).toMatchObject({ email, firstName: 'Mara', lastName: 'Abschied', role: 'BREEDER' });
    expect(data.pigeons).toEqual([expect.objectContaining({ ringNumber: ring, sex: 'F', color: 'blau' })]);
    expect(JSON.stringify(data)).not.toContain('passwordHash');

    // The dialog says what goes and what stays, and asks for the password.
    await page.getByRole('button', { name: texts.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(texts.stays);
    await expectNoAxeViolations(page);
    await field(dialog, texts.password).fill('falsch-geraten');
    await dialog.getByRole('button', { name: texts.confirm }).click();
    await expect(dialog.getByRole('alert')).toHaveText(texts.wrong);
    await expect(field(dialog, texts.password)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await field(dialog, texts.password).fill(PASSWORD);
    await dialog.getByRole('button', { name: texts.confirm }).click();
    await expect(page.getByText(texts.done)).toBeVisible();
    await expect(page).toHaveURL(locale === 'de' ? /\/$/ : /\/en\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto(texts.profile);
    await expect(page).toHaveURL(/\/login\?redirect=/);

    // The account is gone: its address and password log in no more.
    await logIn(page, texts, email);
    await expect(page.getByRole('alert')).toContainText(texts.loginFailed);
  });
}
