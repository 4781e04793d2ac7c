import { createHash } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './test';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'taubenschau';

/**
 * An input by its label, on the page or within a part of it; required inputs' labels end in an
 * asterisk that is not part of the name.
 */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/**
 * Types a day (and with `withTime` its hour and minute) into one of the page's date fields, part by
 * part as a person at a keyboard would (day, month, year, hours, minutes; each part moves on when
 * full), then leaves the field with Tab, which closes its calendar.
 */
export async function fillDate(scope: Page | Locator, label: string, date: Date, withTime = true) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const digits = `${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}${
    withTime ? `${pad(date.getHours())}${pad(date.getMinutes())}` : ''
  }`;
  const group = scope.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.keyboard.type(digits);
  await page.keyboard.press('Tab');
}

/**
 * One session per server, demo account and worker, saved on first use: what `loginAt` gives a
 * browser. Keyed by the server too: some journeys start servers of their own.
 */
const savedSessions = new Map<string, Promise<string>>();

/**
 * Opens `path` logged in as a demo account, with that account's saved session (its token as the
 * login cookie, as Playwright's storageState would set it): the journeys that are not about
 * logging in skip the login page. A journey that logs out or ends sessions must not use it (it
 * would end the session the other journeys of the worker share): it logs in with `loginThroughForm`.
 */
export async function loginAt(page: Page, email: string, path: string) {
  const { request } = page.context();
  // The server this browser talks to (its base URL), as the address a request to it ends up at.
  const url = new URL((await request.get('/ready')).url()).origin;
  let session = savedSessions.get(`${url} ${email}`);
  if (!session) {
    session = tokenOf(request, email);
    savedSessions.set(`${url} ${email}`, session);
  }
  await page.context().addCookies([{ name: 'token', value: await session, url, sameSite: 'Strict' }]);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Logs a demo account in through the German login page and lands on `path`. */
export async function loginThroughForm(page: Page, email: string, path: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await field(page, 'E-Mail').fill(email);
  await field(page, 'Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** One GraphQL call as the app makes it; the whole answer, errors included. */
export async function rawGraphql(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await request.post('/graphql', { data: { query, variables }, headers });
  return res.json();
}

/** One GraphQL call that must succeed; its data. */
export async function graphql(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) {
  const body = await rawGraphql(request, query, variables, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A session token of a demo account, for set-up steps a journey does not click through. */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const password = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  const { loginClient } = await graphql(
    request,
    'query ($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }',
    { email, password },
  );
  return loginClient.token;
}

/** Reloads until the service worker controls the page: from then on the app opens offline. */
export async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** True once an answer the public pages keep on the device (local storage) holds `text`. */
export function keptAnswerHolds(page: Page, text: string) {
  return page.evaluate(
    (needle) =>
      Object.keys(localStorage).some(
        (name) => name.startsWith('public-answer-') && localStorage.getItem(name)?.includes(needle),
      ),
    text,
  );
}

/** True once Apollo's cache, as persisted to IndexedDB, holds `text`. */
export function persistedCacheHolds(page: Page, text: string) {
  return page.evaluate(
    (needle) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('taubenschau-cache');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('apollo')) return resolve(false);
          const all = db.transaction('apollo').objectStore('apollo').getAll();
          all.onsuccess = () => resolve(all.result.some((value) => String(value).includes(needle)));
          all.onerror = () => resolve(false);
        };
      }),
    text,
  );
}
