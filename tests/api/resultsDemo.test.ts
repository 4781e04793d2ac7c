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
});
