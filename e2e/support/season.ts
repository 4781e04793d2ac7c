import type { APIRequestContext } from '@playwright/test';
import { seasonOf } from '../../src/shared/seasonChampionship';
import { graphql } from '../../tests/gql';
import { callRaw, eventIdByTitle, tokenOf } from './journey';
import { ADMIN } from './judging';

/** The demo data's ended show, whose best breeder is Karl Zimmermann (277). */
export const DEMO_SHOW = 'Deutsche Brieftauben-Ausstellung Hannover';

const FINALIZE = graphql(
  `mutation SeasonJourneyFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id } }`,
);
const SHOW_START = graphql(`query SeasonJourneyShow($id: ID!) { event(id: $id) { id eventStart } }`);

/**
 * The demo's ended show with final results (the office finalises them; final already, another
 * journey did), so that it counts for its season; that season: the year of its start in Berlin
 * (early in a year, the season before the current one).
 */
export async function finalDemoShowSeason(request: APIRequestContext): Promise<number> {
  const id = await eventIdByTitle(request, DEMO_SHOW);
  const answer = await callRaw(request, FINALIZE, { id }, await tokenOf(request, ADMIN));
  const codes = (answer.errors ?? []).map((e) => e.extensions?.code);
  if (codes.length > 0 && !(codes.length === 1 && codes[0] === 'RESULTS_FINAL'))
    throw new Error(`finalizeResults: ${JSON.stringify(answer.errors)}`);
  const shown = await callRaw(request, SHOW_START, { id });
  return seasonOf(new Date(shown.data!.event!.eventStart));
}
