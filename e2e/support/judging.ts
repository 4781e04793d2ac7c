import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { graphql } from '../../tests/gql';
import type { EventInput, JudgingScoresInput } from '../../tests/gql/graphql';
import { call, tokenOf } from './journey';
import { expect } from './test';

export const ADMIN = 'admin@example.org';
export const JUDGE = 'richter@example.org';
const BREEDERS = ['zuechter@example.org', 'brinkmann@example.org', 'vogel@example.org'];
/** The demo breeder whom the ended shows of journeys below belong to. */
export const BREEDER = BREEDERS[0];
const HOUR = 3_600_000;

export function eventInput(title: string, deadlineInHours: number): EventInput {
  const now = Date.now();
  return {
    title,
    eventType: 'LOCAL',
    description: 'Eine Schau für die Bewertung im e2e-Test.',
    registrationDeadline: new Date(now + deadlineInHours * HOUR).toISOString(),
    eventStart: new Date(now + 2 * HOUR).toISOString(),
    location: {
      country: 'DE',
      city: 'Kassel',
      street: 'Damaschkestraße',
      houseNumber: '55',
      zipCode: '34121',
    },
  };
}

export interface StartedEvent {
  id: string;
  title: string;
  adminToken: string;
}

/** Whose pigeons an event gets: a breeder's session and the pigeons to register (given the season). */
export type Entries = (
  request: APIRequestContext,
  season: number,
) => Promise<{ token: string; pigeonIds: string[] }[]>;

/** The demo breeders' demo pigeons (not the ones other journeys create, with serials from 100,000). */
const demoEntries: Entries = async (request, season) =>
  Promise.all(
    BREEDERS.map(async (breeder) => {
      const token = await tokenOf(request, breeder);
      const { myPigeons } = await call(
        request,
        graphql(`query JourneyJudgingMyPigeons($season: Int) { myPigeons(season: $season) { id serial } }`),
        { season },
        token,
      );
      return { token, pigeonIds: myPigeons.filter((p) => p.serial < 100_000).map((p) => p.id) };
    }),
  );

/**
 * A judge's tablet (a context of its own: touch, German). The service worker only where the
 * journey turns it on, for a tablet that goes offline or reloads: installing the app costs a
 * context more CPU than its first page load (decision 0028).
 */
export function judgeTablet(
  browser: Browser,
  {
    viewport = { width: 1024, height: 768 },
    serviceWorkers = 'block',
  }: { viewport?: { width: number; height: number }; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    viewport,
    hasTouch: true,
    serviceWorkers,
  });
}

/**
 * An event of its own for one journey, ready to start: the entries registered (the demo breeders'
 * pigeons unless given), the deadline passed, the demo judge on every class, cages numbered.
 * Journeys run in parallel and must not share one.
 */
export async function cagedEvent(
  request: APIRequestContext,
  title: string,
  entries: Entries = demoEntries,
): Promise<StartedEvent> {
  const adminToken = await tokenOf(request, ADMIN);
  const { createEvent } = await call(
    request,
    graphql(
      `mutation JourneyJudgingCreateEvent($input: EventInput!) { createEvent(input: $input) { id season } }`,
    ),
    { input: eventInput(title, 1) },
    adminToken,
  );
  const id: string = createEvent.id;
  for (const { token, pigeonIds } of await entries(request, createEvent.season))
    await call(
      request,
      graphql(
        `mutation JourneyJudgingRegisterPigeons($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }`,
      ),
      { e: id, p: pigeonIds },
      token,
    );
  await call(
    request,
    graphql(
      `mutation JourneyJudgingUpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }`,
    ),
    { id, input: eventInput(title, -1) },
    adminToken,
  );
  const judgeToken = await tokenOf(request, JUDGE);
  const { getClientByJWT } = await call(
    request,
    graphql(`query JourneyJudgingJudge { getClientByJWT { id } }`),
    {},
    judgeToken,
  );
  const { event } = await call(
    request,
    graphql(`query JourneyJudgingClasses($id: ID!) { event(id: $id) { classes { code } } }`),
    {
      id,
    },
  );
  await call(
    request,
    graphql(
      `mutation JourneyJudgingAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }`,
    ),
    {
      e: id,
      a: event.classes.map((c) => ({
        classCode: c.code,
        judgeIds: [String(getClientByJWT.id)],
      })),
    },
    adminToken,
  );
  await call(
    request,
    graphql(`mutation JourneyJudgingAssignCages($e: ID!) { assignCages(eventId: $e) { id } }`),
    { e: id },
    adminToken,
  );
  return { id, title, adminToken };
}

/** A started event of its own for one journey (see cagedEvent). */
export async function startedEvent(request: APIRequestContext, title: string): Promise<StartedEvent> {
  const event = await cagedEvent(request, title);
  await call(
    request,
    graphql(`mutation JourneyJudgingStartEvent($id: ID!) { startEvent(id: $id) { id } }`),
    { id: event.id },
    event.adminToken,
  );
  return event;
}

/** Rates the open point card with the first score of every category and saves it. */
export async function rateShownCage(page: Page, scoreIndex = 0) {
  const categories = page.locator('fieldset[data-category]');
  await expect(categories).toHaveCount(5);
  for (const category of await categories.all()) await category.getByRole('radio').nth(scoreIndex).check();
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('button', { name: 'Speichern' }).click();
  // The next card (or the list) replaces this one.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '');
}

/**
 * The unsent count the header badge shows (0 when it is gone). Read in one step that never waits:
 * the badge leaves as the last rating is sent, and a read that waited for it (count, then text)
 * would wait for good if it left in between. The badge follows a saved rating a moment later, so
 * a count expected after an action is polled for.
 */
export async function badgeCount(page: Page): Promise<number> {
  const texts = await page.getByRole('link', { name: /nicht gesendet|not sent/ }).allTextContents();
  return texts.length === 0 ? 0 : Number(texts[0].trim());
}

/** The server's judging progress of an event. */
export async function judgedCount(request: APIRequestContext, id: string): Promise<number> {
  const { event } = await call(
    request,
    graphql(`query JourneyJudgingJudged($id: ID!) { event(id: $id) { judgingProgress { judged } } }`),
    {
      id,
    },
  );
  return event.judgingProgress.judged;
}

/**
 * An init script: every read-write transaction on the judging database stays open for `ms` before
 * it may commit, as on a busy low-end tablet (it keeps the transaction alive with small reads).
 * A page that goes away meanwhile aborts the transaction, and with it what it wrote.
 */
export function holdJudgingCommits(ms: number) {
  const open = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof open>) {
    const tx = open.apply(this, args);
    if (this.name === 'taubenschau-judging' && args[1] === 'readwrite') {
      const store = tx.objectStore(tx.objectStoreNames[0]);
      const until = performance.now() + ms;
      const keepAlive = () => {
        if (performance.now() < until) store.count().onsuccess = keepAlive;
      };
      keepAlive();
    }
    return tx;
  } as typeof open;
}

/**
 * A show of a journey's own, ended just now: the demo breeder's cocks, one per score set (new rings
 * from `serial` on, born last year: one class), each rated by the demo judge with its scores. Its
 * id and its cages by number, in the order of `scores`.
 */
export async function endedShowOfCocks(
  request: APIRequestContext,
  title: string,
  scores: readonly JudgingScoresInput[],
  serial: number,
): Promise<{ id: string; cages: { id: string; cageNumber: number }[]; breederToken: string }> {
  const breederToken = await tokenOf(request, BREEDER);
  const yy = String((new Date().getFullYear() - 1) % 100).padStart(2, '0');
  const pigeonIds: string[] = [];
  for (const [i] of scores.entries()) {
    const { createPigeon } = await call(
      request,
      graphql(`mutation JourneyEndedShowPigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }`),
      { input: { ringNumber: `DV-07054-${yy}-${serial + i}`, sex: 'M', color: 'blau' } },
      breederToken,
    );
    pigeonIds.push(createPigeon.id);
  }
  const { id, adminToken } = await cagedEvent(request, title, async () => [
    { token: breederToken, pigeonIds },
  ]);
  await call(
    request,
    graphql(`mutation JourneyEndedShowStart($id: ID!) { startEvent(id: $id) { id } }`),
    { id },
    adminToken,
  );
  const judgeToken = await tokenOf(request, JUDGE);
  const { judgeCages } = await call(
    request,
    graphql(`query JourneyEndedShowCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }`),
    { id },
    judgeToken,
  );
  const cages = [...judgeCages].sort((a, b) => a.cageNumber - b.cageNumber);
  const clientTime = new Date().toISOString();
  const { submitJudgingOps } = await call(
    request,
    graphql(
      `mutation JourneyEndedShowRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }`,
    ),
    {
      ops: cages.map((cage, i) => ({
        opId: randomUUID(),
        eventId: id,
        cageId: cage.id,
        kind: 'RATE' as const,
        scores: scores[i],
        clientTime,
      })),
    },
    judgeToken,
  );
  expect(submitJudgingOps.map((op) => op.outcome)).toEqual(scores.map(() => 'APPLIED'));
  await call(
    request,
    graphql(`mutation JourneyEndedShowEnd($id: ID!) { endEvent(id: $id) { id } }`),
    { id },
    adminToken,
  );
  return { id, cages, breederToken };
}
