import { clients } from '@api/db/schema.ts';
import { readsResults } from '@api/schema/results/resultsJit.ts';
import { graphql } from '@tests/gql';
import type { EventResultsQuery, JudgingOpInput, ResultEntryTestFieldsFragment } from '@tests/gql/graphql.ts';
import { rawRequest } from '@tests/support/apiHttp.ts';
import {
  ASSIGN_CAGES,
  ASSIGN_JUDGES,
  CREATE_PIGEON,
  createEventWorld,
  END_EVENT,
  EVENT_CAGES,
  type EventWorld,
  eventInput,
  START_EVENT,
  UPDATE_EVENT,
} from '@tests/support/eventFactories.ts';
import { RESOLVE_LATE, rateOp, SUBMIT_OPS, skipOp } from '@tests/support/judging.ts';
import {
  apiTestDatabase,
  errorCodes,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { eq, inArray } from 'drizzle-orm';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const PHONE = '+49 171 5550123';

graphql(`fragment ResultEntryTestFields on ResultEntry { cageId cageNumber ringNumber sex color classCode breeder { id shownName }
  scores { generalImpression boneStructure back musculature wings } total place prize skipReason note
  judge { id shownName } flightSummary { prizeKm prizes lastYearKm } }`);
const EVENT_RESULTS = graphql(`query EventResults($eventId: ID!) { eventResults(eventId: $eventId) {
  event { id title status cageCount creator { id shownName } }
  classes { code ratedCount prizeCount entries { ...ResultEntryTestFields } }
  breeders { breeder { id shownName } topTotals sum entries { ...ResultEntryTestFields } }
  bestBreeders { rank breeder { id shownName } topTotals sum ranked ratedCount tieBreak }
  champion { id shownName } champions { id shownName }
  bestCocks { ...ResultEntryTestFields } bestHens { ...ResultEntryTestFields } } }`);
const RESULT_EVENTS = graphql(`query ResultEvents($limit: Int) { resultEvents(limit: $limit) {
  event { id status } champions { id shownName } cageCount ratedCount breederCount } }`);

const database = apiTestDatabase();

describe(`results on ${database}`, () => {
  let clock = NOW;
  let server: TestServer;
  let w: EventWorld;
  /** The other breeder's pigeons, all REST: serials 9 (M), 10 (F), 11 (M), 12 (F). */
  let others: string[];

  beforeAll(async () => {
    server = await startTestServer({ database, now: () => clock });
    w = await createEventWorld(server, NOW);
    others = [w.othersPigeon];
    for (const [serial, sex] of [
      [10, 'F'],
      [11, 'M'],
      [12, 'F'],
    ] as const) {
      const created = await w.call(
        CREATE_PIGEON,
        { input: { ringNumber: `DV-01234-20-${serial}`, sex, color: 'rot' } },
        w.as.other,
      );
      others.push(created.data!.createPigeon.id);
    }
    // Private details the results must never show.
    await server.database.db
      .update(clients)
      .set({ phoneNumber: PHONE, website: 'https://example.org/schlag' })
      .where(inArray(clients.id, [w.as.breeder.id, w.as.other.id]));
  });
  afterAll(() => server?.close());

  const must = async <T>(result: Promise<GqlResult<T>>): Promise<T> => {
    const done = await result;
    expect(done.errors).toEqual([]);
    return done.data!;
  };
  const resultsOf = async (eventId: string, who = w.as.breeder) =>
    (await must(w.call(EVENT_RESULTS, { eventId }, who))).eventResults;
  const submit = async (ops: JudgingOpInput[], who = w.as.judge) =>
    (await must(w.call(SUBMIT_OPS, { ops }, who))).submitJudgingOps;

  /**
   * A closed show with both breeders' pigeons, judged and caged. KLASSE1_M: k1a, k1b; JUNGTAUBE_M:
   * young (the judge); REST: the other's four and the breeder's hen (judge2). Cage ids by name.
   */
  const closedShow = async (title = 'Ergebnisschau') => {
    const id = await w.openEvent(title);
    await must(w.register(id, Object.values(w.pigeons)));
    await must(w.register(id, others, w.as.other));
    await w.closeRegistration(id);
    await must(
      w.call(
        ASSIGN_JUDGES,
        {
          eventId: id,
          assignments: [
            { classCode: 'KLASSE1_M', judgeIds: [String(w.as.judge.id)] },
            { classCode: 'JUNGTAUBE_M', judgeIds: [String(w.as.judge.id)] },
            { classCode: 'REST', judgeIds: [String(w.as.judge2.id)] },
          ],
        },
        w.as.admin,
      ),
    );
    await must(w.call(ASSIGN_CAGES, { eventId: id }, w.as.admin));
    const { eventCages } = await must(w.call(EVENT_CAGES, { eventId: id }));
    const cage = (ring: string) => eventCages.find((c) => c.ringNumber === ring)!.id;
    return {
      id,
      k1a: cage('DV-06976-20-1'),
      k1b: cage('DV-06976-20-5'),
      young: cage('DV-06976-26-7'),
      hen: cage('DV-06976-20-3'),
      o9: cage('DV-01234-20-9'),
      o10: cage('DV-01234-20-10'),
      o11: cage('DV-01234-20-11'),
      o12: cage('DV-01234-20-12'),
    };
  };

  /**
   * Started and judged: k1a 95, k1b 93, young skipped (SICK), hen 90; o9 93, o10 93, o11 92, o12
   * never judged. Both breeders sum 278: the breeder [95, 93, 90], the other [93, 93, 92].
   */
  const judgedShow = async (title?: string) => {
    const show = await closedShow(title);
    await must(w.call(START_EVENT, { id: show.id }, w.as.admin));
    const { id } = show;
    const applied = [
      ...(await submit([
        rateOp(id, show.k1a, {}, at(1)),
        rateOp(id, show.k1b, { wings: 27 }, at(1)),
        { ...skipOp(id, show.young, 'SICK', at(1)), note: 'Schnupfen' },
      ])),
      ...(await submit(
        [
          rateOp(id, show.hen, { back: 18, musculature: 27, wings: 27 }, at(1)),
          rateOp(id, show.o9, { wings: 27 }, at(1)),
          rateOp(id, show.o10, { musculature: 27 }, at(1)),
          rateOp(id, show.o11, { back: 18, wings: 27 }, at(1)),
        ],
        w.as.judge2,
      )),
    ];
    expect(applied.map((r) => r.outcome)).toEqual(Array(7).fill('APPLIED'));
    return show;
  };
  const end = (id: string) => must(w.call(END_EVENT, { id }, w.as.admin));

  describe('eventResults', () => {
    it('refuses everyone with EVENT_RATINGS_NOT_FINISHED until the end, then answers everyone', async () => {
      const open = await w.openEvent('Offen');
      const show = await judgedShow();
      const closed = (await closedShow('Geschlossen')).id;
      const callers = [undefined, w.as.breeder, w.as.judge, w.as.admin];
      for (const id of [open, closed, show.id])
        for (const who of callers) {
          const refused = await w.call(EVENT_RESULTS, { eventId: id }, who);
          expect(errorCodes(refused)).toEqual(['EVENT_RATINGS_NOT_FINISHED']);
          expect(refused.errors[0].message).toBe('Rating not completed yet');
        }
      await end(show.id);
      for (const who of callers) expect((await resultsOf(show.id, who)).event.id).toBe(show.id);
    });

    it('shows a breeder’s e-mail address only where the breeder chose to show it', async () => {
      const show = await judgedShow('Mit Adresse');
      await end(show.id);
      const { db } = server.database;
      const breeder = eq(clients.id, w.as.breeder.id);
      await db.update(clients).set({ emailPublic: true }).where(breeder);
      const [{ email }] = await db.select({ email: clients.email }).from(clients).where(breeder);
      try {
        // A change behind the server's back: a new event empties the remembered results.
        await w.openEvent('Leert den Speicher für die Adresse');
        const emails = async () =>
          Object.fromEntries(
            (
              await must(
                w.call(
                  graphql(
                    `query ResultsEventResults($eventId: ID!) { eventResults(eventId: $eventId) { breeders { breeder { id email } } } }`,
                  ),
                  { eventId: show.id },
                ),
              )
            ).eventResults.breeders.map((b) => [b.breeder.id, b.breeder.email]),
          );
        expect(await emails()).toEqual({
          [String(w.as.breeder.id)]: email,
          [String(w.as.other.id)]: null,
        });
      } finally {
        await db.update(clients).set({ emailPublic: false }).where(breeder);
        await w.openEvent('Leert den Speicher wieder für die Adresse');
      }
    });

    it('answers EVENT_NOT_FOUND for an unknown event', async () => {
      for (const eventId of ['999999', 'abc'])
        expect(errorCodes(await w.call(EVENT_RESULTS, { eventId }))).toEqual(['EVENT_NOT_FOUND']);
    });

    it('places each class, gives the prizes, and names the best cock, hen and breeders', async () => {
      const show = await judgedShow();
      await end(show.id);
      const results = await resultsOf(show.id, undefined);
      const judge = { id: String(w.as.judge.id), shownName: 'Judge judge' };
      const breeder = { id: String(w.as.breeder.id), shownName: 'Breeder breeder' };
      const other = { id: String(w.as.other.id), shownName: 'Breeder other' };
      const row = (e: ResultEntryTestFieldsFragment) => [e.cageId, e.total, e.place, e.prize, e.skipReason];
      expect(results.event).toMatchObject({ id: show.id, status: 'ENDED' });
      expect(results.classes.map((c) => [c.code, c.ratedCount, c.prizeCount])).toEqual([
        ['KLASSE1_M', 2, 1],
        ['JUNGTAUBE_M', 0, 0],
        ['REST', 4, 2],
      ]);
      const [k1, young, rest] = results.classes;
      // A quarter of 2 rated, rounded up: one prize.
      expect(k1.entries.map(row)).toEqual([
        [show.k1a, 95, 1, true, null],
        [show.k1b, 93, 2, false, null],
      ]);
      expect(young.entries.map(row)).toEqual([[show.young, null, null, false, 'SICK']]);
      expect(young.entries[0]).toMatchObject({ note: 'Schnupfen', scores: null, judge });
      // One prize for 4 rated, but the two sharing first place both win it; the unjudged cage comes last.
      expect(rest.entries.map(row)).toEqual([
        [show.o9, 93, 1, true, null],
        [show.o10, 93, 1, true, null],
        [show.o11, 92, 3, false, null],
        [show.hen, 90, 4, false, null],
        [show.o12, null, null, false, null],
      ]);
      expect(rest.entries[4]).toMatchObject({ judge: null, scores: null, note: null, breeder: other });
      expect(k1.entries[0]).toMatchObject({
        ringNumber: 'DV-06976-20-1',
        breeder,
        judge,
        scores: { generalImpression: 9, boneStructure: 9, back: 19, musculature: 29, wings: 29 },
        flightSummary: { prizeKm: 4000, prizes: 10 },
      });

      expect(results.bestCocks.map((e) => e.cageId)).toEqual([show.k1a]);
      expect(results.bestHens.map(row)).toEqual([[show.o10, 93, 1, true, null]]);

      expect(results.breeders.map((b) => [b.breeder.shownName, b.topTotals, b.sum])).toEqual([
        ['Breeder breeder', [95, 93, 90], 278],
        ['Breeder other', [93, 93, 92], 278],
      ]);
      const [own, theirs] = results.breeders;
      expect(new Set(own.entries.map((e) => e.cageId))).toEqual(
        new Set([show.k1a, show.k1b, show.young, show.hen]),
      );
      expect(theirs.entries).toHaveLength(4);
      for (const { entries } of results.breeders) {
        const numbers = entries.map((e) => e.cageNumber);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }

      // Equal sums: the breeder's best total (95) beats the other's (93).
      expect(results.bestBreeders).toEqual([
        {
          rank: 1,
          breeder,
          topTotals: [95, 93, 90],
          sum: 278,
          ranked: true,
          ratedCount: 3,
          tieBreak: 'BEST',
        },
        {
          rank: 2,
          breeder: other,
          topTotals: [93, 93, 92],
          sum: 278,
          ranked: true,
          ratedCount: 3,
          tieBreak: 'BEST',
        },
      ]);
      expect(results.champion).toEqual(breeder);
      expect(results.champions).toEqual([breeder]);
    });

    it('counts a late op an admin accepts and not one the admin rejects', async () => {
      const show = await judgedShow();
      await end(show.id);
      const before = await resultsOf(show.id);
      const correction = rateOp(show.id, show.k1b, {}, at(10));
      const firstRating = rateOp(show.id, show.o12, {}, at(10));
      expect((await submit([correction])).map((r) => r.code)).toEqual(['EVENT_ENDED']);
      expect((await submit([firstRating], w.as.judge2)).map((r) => r.code)).toEqual(['EVENT_ENDED']);
      // Pending late ops do not count.
      expect(await resultsOf(show.id)).toEqual(before);

      await must(w.call(RESOLVE_LATE, { opId: correction.opId, accept: false }, w.as.admin));
      expect(await resultsOf(show.id)).toEqual(before);

      await must(w.call(RESOLVE_LATE, { opId: firstRating.opId, accept: true }, w.as.admin));
      const after = await resultsOf(show.id);
      const rest = after.classes.find((c) => c.code === 'REST')!;
      expect(rest.entries[0]).toMatchObject({ cageId: show.o12, total: 95, place: 1, prize: true });
      expect(after.bestHens.map((e) => e.cageId)).toEqual([show.o12]);
      const other = { id: String(w.as.other.id), shownName: 'Breeder other' };
      expect(after.bestBreeders[0]).toMatchObject({ rank: 1, breeder: other, sum: 281, tieBreak: null });
      expect(after.champion).toEqual(other);
      expect(after.classes.find((c) => c.code === 'KLASSE1_M')!.entries[1]).toMatchObject({
        cageId: show.k1b,
        total: 93,
      });
    });

    it('says how many late ratings wait for the office and how many it accepted', async () => {
      const LATE = graphql(
        `query ResultsLate($eventId: ID!) { eventResults(eventId: $eventId) { lateRatings { pending accepted } } }`,
      );
      const late = async () => (await must(w.call(LATE, { eventId: show.id }))).eventResults.lateRatings;
      const show = await judgedShow('Nachträglich gezählt');
      await end(show.id);
      const first = rateOp(show.id, show.o12, {}, at(10));
      const second = rateOp(show.id, show.k1b, {}, at(10));
      await submit([first], w.as.judge2);
      await submit([second]);
      // Provisional: two wait for the office.
      expect(await late()).toEqual({ pending: 2, accepted: 0 });
      await must(w.call(RESOLVE_LATE, { opId: first.opId, accept: true }, w.as.admin));
      await must(w.call(RESOLVE_LATE, { opId: second.opId, accept: false }, w.as.admin));
      expect(await late()).toEqual({ pending: 0, accepted: 1 });
    });

    it('answers a repeated read from memory, and any change to events empties it', async () => {
      const show = await judgedShow('Aus dem Speicher');
      await end(show.id);
      const names = (results: EventResultsQuery['eventResults']) =>
        results.bestBreeders.map((b) => b.breeder.shownName).sort();
      const first = await resultsOf(show.id);
      const { db } = server.database;
      const other = eq(clients.id, w.as.other.id);
      await db.update(clients).set({ lastName: 'umbenannt' }).where(other);
      try {
        // Within the results' few seconds the same reader gets the remembered answer: a change made
        // behind the server's back (no mutation announced it) is not seen yet.
        expect(names(await resultsOf(show.id))).toEqual(names(first));
        // A mutation on events (here a new event) empties the remembered answers at once.
        await w.openEvent('Leert den Speicher');
        expect(names(await resultsOf(show.id))).toContain('Breeder umbenannt');
      } finally {
        await db.update(clients).set({ lastName: 'other' }).where(other);
        await w.openEvent('Leert den Speicher wieder');
      }
    });

    it('shows a colour saved meanwhile in the results at once, while event and cage list stay kept', async () => {
      const show = await judgedShow('Farbe geändert');
      await end(show.id);
      const UPDATE_PIGEON = graphql(
        `mutation ResultsUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { color } }`,
      );
      const save = async (color: string) =>
        (
          await must(
            w.call(
              UPDATE_PIGEON,
              { id: w.pigeons.k1a, input: { ringNumber: 'DV-06976-20-1', sex: 'M', color } },
              w.as.breeder,
            ),
          )
        ).updatePigeon.color;
      const colorInResults = async () =>
        (await resultsOf(show.id)).classes
          .flatMap((entry) => entry.entries)
          .find((entry) => entry.ringNumber === 'DV-06976-20-1')!.color;
      // A guest's event page and cage list, as a browser asks again: 304 while the answer is kept.
      const guest = async (query: string, etag?: string) => {
        const res = await rawRequest(server.url, '/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
          body: JSON.stringify({ query, variables: { id: show.id } }),
        });
        return { status: res.status, etag: String(res.headers.etag) };
      };
      const EVENT =
        'query ($id: ID!) { event(id: $id) { id registrationCount classes { code registrationCount } } }';
      const CAGES = 'query ($id: ID!) { eventCages(eventId: $id) { cageNumber ringNumber classCode } }';
      const RESULTS =
        'query ($id: ID!) { eventResults(eventId: $id) { classes { entries { ringNumber color } } } }';
      const kept = async () => ({
        event: (await guest(EVENT, eventTag)).status,
        cages: (await guest(CAGES, cagesTag)).status,
      });
      const eventTag = (await guest(EVENT)).etag;
      const cagesTag = (await guest(CAGES)).etag;
      const resultsTag = (await guest(RESULTS)).etag;
      expect(await kept()).toEqual({ event: 304, cages: 304 });
      expect((await guest(RESULTS, resultsTag)).status).toBe(304);
      expect(await colorInResults()).toBe('blau');
      // The breeder's own registration on the event page shows the colour too (their private view).
      const MINE = graphql(
        `query ResultsMyRegistrationColor($id: ID!) { event(id: $id) { myRegistrations { ringNumber color } } }`,
      );
      const myColor = async () =>
        (await must(w.call(MINE, { id: show.id }, w.as.breeder))).event.myRegistrations.find(
          (registration) => registration.ringNumber === 'DV-06976-20-1',
        )!.color;
      expect(await myColor()).toBe('blau');

      // Saved unchanged: nothing to show anew, the results' answer kept too.
      expect(await save('blau')).toBe('blau');
      expect(await kept()).toEqual({ event: 304, cages: 304 });
      expect((await guest(RESULTS, resultsTag)).status).toBe(304);
      // Another colour: the results and the breeder's registration show it at once; no count,
      // class or cage list depends on it.
      expect(await save('rotfahl')).toBe('rotfahl');
      expect((await guest(RESULTS, resultsTag)).status).toBe(200);
      expect(await colorInResults()).toBe('rotfahl');
      expect(await myColor()).toBe('rotfahl');
      expect(await kept()).toEqual({ event: 304, cages: 304 });
      // Anything else (here a new event) still empties them.
      await w.openEvent('Leert Event und Käfige');
      expect(await kept()).toEqual({ event: 200, cages: 200 });
    });

    it('computes a show once for every reader, and a breeder who renames themselves shows at once', async () => {
      const show = await judgedShow('Einmal berechnet');
      await end(show.id);
      const names = (results: EventResultsQuery['eventResults']) =>
        results.bestBreeders.map((b) => b.breeder.shownName).sort();
      const first = await resultsOf(show.id, w.as.breeder);
      const { db } = server.database;
      const other = eq(clients.id, w.as.other.id);
      await db.update(clients).set({ lastName: 'heimlich' }).where(other);
      try {
        // Other readers, each with answers of their own in the response cache, and the list of
        // results: all read the results computed for the first reader, so a change made behind the
        // server's back is not seen.
        expect(names(await resultsOf(show.id, w.as.admin))).toEqual(names(first));
        expect(names(await resultsOf(show.id, w.as.judge))).toEqual(names(first));
        const listed = await must(w.call(RESULT_EVENTS, { limit: 50 }));
        expect(listed.resultEvents.find((r) => r.event.id === show.id)!.champions).toEqual(
          first.champions.map(({ id, shownName }) => ({ id, shownName })),
        );
        // A judge's batch (here a late rating, which counts only once an admin accepts it) keeps them.
        const late = rateOp(show.id, show.o12, {}, at(20));
        expect((await submit([late], w.as.judge2)).map((r) => r.code)).toEqual(['EVENT_ENDED']);
        expect(names(await resultsOf(show.id, w.as.superadmin))).toEqual(names(first));
        // The other breeder renames themselves: no event changes, but the results show the name. The
        // mutation comes after a query in its document, and the request names it.
        const response = await fetch(server.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${w.as.other.token}` },
          body: JSON.stringify({
            query: `query Before { __typename }
              mutation Rename($id: Int!, $phone: String) { saveClient(id: $id, email: "other@example.org",
                firstName: "Breeder", lastName: "neu", emailPublic: false, phoneNumber: $phone,
                website: "https://example.org/schlag") { lastName } }`,
            variables: { id: w.as.other.id, phone: PHONE },
            operationName: 'Rename',
          }),
        });
        const renamed = (await response.json()) as { data?: { saveClient: { lastName: string } } };
        expect(renamed.data?.saveClient.lastName).toBe('neu');
        expect(names(await resultsOf(show.id, w.as.judge2))).toContain('Breeder neu');
      } finally {
        await db.update(clients).set({ lastName: 'other' }).where(other);
        await w.openEvent('Leert den Speicher');
      }
    });

    it("shows a guest's results fresh after a change, whatever fields they ask for", async () => {
      const show = await judgedShow('Ohne Kennung gefragt');
      await end(show.id);
      // No object with an id in the answer: a cache emptied by type would not find it.
      const NAMES_ONLY = graphql(
        `query N($eventId: ID!) { eventResults(eventId: $eventId) { bestBreeders { breeder { shownName } } } }`,
      );
      const read = async () =>
        (
          await must(
            w.call(NAMES_ONLY, {
              eventId: show.id,
            }),
          )
        ).eventResults.bestBreeders.map((entry) => entry.breeder.shownName);
      const before = await read();
      expect(await read()).toEqual(before);
      const renamed = await w.call(
        graphql(
          `mutation ResultsRenameGuest($id: Int!, $phone: String) { saveClient(id: $id, email: "other@example.org", firstName: "Breeder", lastName: "gast", emailPublic: false, phoneNumber: $phone, website: "https://example.org/schlag") { id } }`,
        ),
        { id: w.as.other.id, phone: PHONE },
        w.as.other,
      );
      try {
        expect(renamed.errors).toEqual([]);
        expect(await read()).toContain('Breeder gast');
      } finally {
        await w.call(
          graphql(
            `mutation ResultsRenameBack($id: Int!, $phone: String) { saveClient(id: $id, email: "other@example.org", firstName: "Breeder", lastName: "other", emailPublic: false, phoneNumber: $phone, website: "https://example.org/schlag") { id } }`,
          ),
          { id: w.as.other.id, phone: PHONE },
          w.as.other,
        );
      }
    });

    it('never shows an e-mail address or a phone number', async () => {
      const show = await judgedShow();
      await end(show.id);
      for (const who of [undefined, w.as.admin]) {
        const body = JSON.stringify(await resultsOf(show.id, who));
        expect(body).not.toContain('@');
        expect(body).not.toContain(PHONE);
        expect(body).not.toContain('5550123');
        expect(body).not.toContain('example.org');
      }
      const list = JSON.stringify(await must(w.call(RESULT_EVENTS, { limit: 50 })));
      expect(list).not.toContain('@');
      expect(list).not.toContain('5550123');
    });
  });

  describe('resultEvents', () => {
    it('lists ended events, most recent end first, with champions and counts', async () => {
      const running = await judgedShow('Läuft');
      const earlier = await judgedShow('Früher');
      const later = await judgedShow('Später');
      // The start moves while judging runs; the list follows it.
      await must(
        w.call(UPDATE_EVENT, { id: later.id, input: eventInput(NOW, -1, 72, 'Später') }, w.as.admin),
      );
      // Lists of ended shows go by their end: the later one ended a minute after the other.
      await end(earlier.id);
      clock = new Date(NOW.getTime() + 60_000);
      await end(later.id);
      clock = NOW;

      const { resultEvents } = await must(w.call(RESULT_EVENTS, { limit: 50 }));
      const ids = resultEvents.map((r) => r.event.id);
      expect(ids[0]).toBe(later.id);
      expect(ids).toContain(earlier.id);
      expect(ids).not.toContain(running.id);
      expect(resultEvents.every((r) => r.event.status === 'ENDED')).toBe(true);
      expect(resultEvents.find((r) => r.event.id === earlier.id)).toEqual({
        event: { id: earlier.id, status: 'ENDED' },
        champions: [{ id: String(w.as.breeder.id), shownName: 'Breeder breeder' }],
        cageCount: 8,
        ratedCount: 6,
        breederCount: 2,
      });
      const firstOnly = await must(w.call(RESULT_EVENTS, { limit: 1 }));
      expect(firstOnly.resultEvents.map((r) => r.event.id)).toEqual([later.id]);
      const byDefault = await must(w.call(RESULT_EVENTS));
      expect(byDefault.resultEvents.length).toBeLessThanOrEqual(10);
      expect(byDefault.resultEvents[0].event.id).toBe(later.id);
    });

    it('takes a limit of 1 to 50', async () => {
      for (const limit of [0, -1, 51]) {
        const refused = await w.call(RESULT_EVENTS, { limit });
        expect(refused.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'limit' });
      }
    });
  });
});

describe('readsResults', () => {
  it('picks the queries that run compiled: results at the top level only', () => {
    const reads = (source: string) => readsResults(parse(source));
    expect(reads('query ($id: ID!) { eventResults(eventId: $id) { champion { id } } }')).toBe(true);
    expect(reads('{ health resultEvents { cageCount } }')).toBe(true);
    expect(reads('{ events { id } }')).toBe(false);
    expect(reads('mutation { _noop }')).toBe(false);
  });
});
