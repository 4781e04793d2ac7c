import { firstScoreOutsideScheme, totalOf } from '@shared/judging.ts';
import { DEFAULT_RATING_SCHEME } from '@shared/ratingScheme.ts';
import { graphql } from '@tests/gql';
import { execute, startTestServer } from '@tests/support/server.ts';
import { describe, expect, it } from 'vitest';

const RESULT_EVENTS = graphql(
  `query ResultsDemoResultEvents { resultEvents { event { id title } champions { shownName } cageCount ratedCount breederCount } }`,
);
const EVENT_RESULTS = graphql(`query ResultsDemoEventResults($id: ID!) { eventResults(eventId: $id) {
  classes { code entries { cageNumber total place prize skipReason scores { generalImpression boneStructure back musculature wings } judge { shownName } } }
  bestBreeders { rank breeder { shownName } sum topTotals tieBreak }
  breeders { breeder { shownName } }
  champion { shownName } bestCocks { cageNumber total } bestHens { cageNumber total } } }`);

const RESULT_PAGES =
  graphql(`query ResultsDemoPages($eventId: ID!, $classCode: PigeonClass, $search: String, $offset: Int, $limit: Int) {
  eventResults(eventId: $eventId) {
    classList(classCode: $classCode, offset: $offset, limit: $limit) { total offset classes { code entryCount entries { cageNumber } } }
    cageCards(search: $search, offset: $offset, limit: $limit) { total entries { cageNumber breeder { shownName } } }
    breederList(search: $search, offset: $offset, limit: $limit) { total offset breeders { breeder { shownName } } }
  } }`);

describe('demo results', () => {
  // Late in the year the ended show lies in this season; early in the year in the last one, with other classes.
  it.each(['2026-11-25T12:00:00.000Z', '2026-02-10T12:00:00.000Z'])(
    'shows the ended demo show completely judged, with a shared place, a tie broken by BEST and a skipped cage (now %s)',
    async (iso) => {
      const now = new Date(iso);
      const server = await startTestServer({ now: () => now, env: { SEED_DEMO: '1' } });
      try {
        const list = await execute(server.graphqlUrl, RESULT_EVENTS);
        expect(list.errors).toEqual([]);
        const [ended] = list.data!.resultEvents;
        expect(list.data!.resultEvents).toHaveLength(1);
        expect(ended).toMatchObject({
          champions: [{ shownName: 'Karl Zimmermann' }],
          cageCount: 16,
          ratedCount: 15,
          breederCount: 3,
        });

        const answer = await execute(server.graphqlUrl, EVENT_RESULTS, {
          id: ended.event.id,
        });
        expect(answer.errors).toEqual([]);
        const results = answer.data!.eventResults;
        const entries = results.classes.flatMap((c) => c.entries);
        expect(entries).toHaveLength(16);
        // Every card on the default scheme, by the demo judge.
        for (const entry of entries) {
          expect(entry.judge?.shownName).toBe('Renate Richter');
          if (entry.scores) {
            expect(firstScoreOutsideScheme(DEFAULT_RATING_SCHEME, entry.scores)).toBeNull();
            expect(entry.total).toBe(totalOf(entry.scores));
          }
        }

        const skipped = entries.filter((e) => e.skipReason !== null);
        expect(skipped).toMatchObject([{ skipReason: 'SICK', total: null, place: null, prize: false }]);
        const skippedClass = results.classes.find((c) => c.entries.includes(skipped[0]))!;
        expect(skippedClass.entries.at(-1)).toBe(skipped[0]);
        expect(skippedClass.entries.length).toBeGreaterThan(1);

        const shared = results.classes.filter((c) => {
          const places = c.entries.map((e) => e.place).filter((p) => p !== null);
          return new Set(places).size < places.length;
        });
        expect(shared.length).toBeGreaterThan(0);

        const [first, second, third] = results.bestBreeders;
        expect(first).toMatchObject({
          rank: 1,
          breeder: { shownName: 'Karl Zimmermann' },
          sum: 277,
          topTotals: [94.5, 92, 90.5],
          tieBreak: 'BEST',
        });
        expect(second).toMatchObject({
          rank: 2,
          breeder: { shownName: 'Heinz Brinkmann' },
          sum: 277,
          topTotals: [93.5, 92.5, 91],
          tieBreak: 'BEST',
        });
        expect(third).toMatchObject({ rank: 3, breeder: { shownName: 'Greta Vogel' }, tieBreak: null });
        expect(results.champion).toEqual({ shownName: 'Karl Zimmermann' });
        // The list per breeder goes by last name, as a catalogue does.
        expect(results.breeders.map((b) => b.breeder.shownName)).toEqual([
          'Heinz Brinkmann',
          'Greta Vogel',
          'Karl Zimmermann',
        ]);
        expect(results.bestCocks).toMatchObject([{ total: 94.5 }]);
        expect(results.bestHens).toMatchObject([{ total: 93.5 }]);
      } finally {
        await server.close();
      }
    },
  );

  it('reads a big list a page at a time: class lists, cards and breeders, filtered and searched by the server', async () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const server = await startTestServer({ now: () => now, env: { SEED_DEMO: '1' } });
    try {
      const list = await execute(server.graphqlUrl, RESULT_EVENTS);
      const eventId = list.data!.resultEvents[0].event.id;
      const whole = (await execute(server.graphqlUrl, EVENT_RESULTS, { id: eventId })).data!.eventResults;
      const rows = (page: { classes: { code: string; entries: { cageNumber: number }[] }[] }) =>
        page.classes.flatMap((c) => c.entries.map((e) => `${c.code}:${e.cageNumber}`));
      const read = async (variables: Record<string, unknown>) => {
        const answer = await execute(server.graphqlUrl, RESULT_PAGES, { eventId, ...variables });
        expect(answer.errors).toEqual([]);
        return answer.data!.eventResults;
      };

      // Pages of 5 rows, read in order, are the class lists, each row once.
      const first = await read({ offset: 0, limit: 5 });
      expect(first.classList.total).toBe(16);
      const pages = [
        first,
        await read({ offset: 5, limit: 5 }),
        await read({ offset: 10, limit: 5 }),
        await read({ offset: 15, limit: 5 }),
      ];
      expect(pages.flatMap((page) => rows(page.classList))).toEqual(rows(whole));
      expect(pages.map((page) => rows(page.classList).length)).toEqual([5, 5, 5, 1]);
      // A class cut by a page keeps its counts of the whole class.
      const cut = first.classList.classes.at(-1)!;
      const full = whole.classes.find((c) => c.code === cut.code)!;
      expect(cut.entryCount).toBe(full.entries.length);

      // One class: only its rows.
      const code = whole.classes[1].code;
      const ofClass = await read({ classCode: code });
      expect(ofClass.classList.total).toBe(whole.classes[1].entries.length);
      expect(ofClass.classList.classes.map((c) => c.code)).toEqual([code]);

      // Cards by cage number, found by breeder or by an exact cage number.
      const karl = await read({ search: 'zimmermann' });
      expect(karl.cageCards.entries.every((e) => e.breeder.shownName === 'Karl Zimmermann')).toBe(true);
      expect(karl.cageCards.total).toBe(karl.cageCards.entries.length);
      const numbers = karl.cageCards.entries.map((e) => e.cageNumber);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      const twelve = await read({ search: '12' });
      expect(twelve.cageCards.entries.some((e) => e.cageNumber === 12)).toBe(true);
      expect((await read({ offset: 4, limit: 4 })).cageCards.entries.map((e) => e.cageNumber)).toEqual([
        5, 6, 7, 8,
      ]);

      // Breeders: a page of them, and those a search finds.
      const breeders = await read({ offset: 1, limit: 1 });
      expect(breeders.breederList).toMatchObject({ total: 3, offset: 1 });
      expect(breeders.breederList.breeders.map((b) => b.breeder.shownName)).toEqual([
        whole.breeders[1].breeder.shownName,
      ]);
      expect((await read({ search: 'zimmer' })).breederList.breeders.map((b) => b.breeder.shownName)).toEqual(
        ['Karl Zimmermann'],
      );

      // A bad page is refused naming its field, and nothing else is answered.
      for (const [variables, field] of [
        [{ offset: -1 }, 'offset'],
        [{ limit: 0 }, 'limit'],
        [{ limit: 1_001 }, 'limit'],
        [{ search: 'x'.repeat(101) }, 'search'],
      ] as const) {
        const refused = await execute(server.graphqlUrl, RESULT_PAGES, { eventId, ...variables });
        expect(refused.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
      }
    } finally {
      await server.close();
    }
  });
});
