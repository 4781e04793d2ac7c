import { randomUUID } from 'node:crypto';
import type { Scores, SkipReason } from '@shared/judging.ts';
import { graphql } from '@tests/gql';

// What a judge's card reads, as fragments: codegen reads each document as written, so documents are
// not put together from strings.
graphql(`fragment JudgementTestFields on Judgement { opId kind scores { generalImpression boneStructure back musculature wings }
  total skipReason note clientTime orderTime judge { id shownName } }`);
graphql(`fragment JudgeCageTestFields on JudgeCage { id eventId cageNumber classCode ringNumber sex color
  flightSummary { prizeKm prizes lastYearKm } ownPigeon judgement { ...JudgementTestFields } }`);

export const SUBMIT_OPS = graphql(`mutation Submit($ops: [JudgingOpInput!]!, $madeBy: ID) {
  submitJudgingOps(ops: $ops, madeBy: $madeBy) {
    opId outcome code message field receivedAt late { status decidedAt } cage { ...JudgeCageTestFields } } }`);
export const JUDGE_CAGES = graphql(
  `query JudgeCages($eventId: ID!) { judgeCages(eventId: $eventId) { ...JudgeCageTestFields } }`,
);
export const LATE_OPS = graphql(`query Late($eventId: ID!) { lateJudgingOps(eventId: $eventId) {
  opId cageId cageNumber kind total skipReason status clientTime receivedAt judge { id shownName } } }`);
export const RESOLVE_LATE = graphql(`mutation Resolve($opId: ID!, $accept: Boolean!) {
  resolveLateJudgingOp(opId: $opId, accept: $accept) { opId status } }`);

/** The top of the default scheme: 9 + 9 + 19 + 29 + 29 = 95. */
export const TOP_SCORES: Scores = {
  generalImpression: 9,
  boneStructure: 9,
  back: 19,
  musculature: 29,
  wings: 29,
};

/** A rating of the cage with the given scores (default: the top of the scheme). */
export function rateOp(
  eventId: string,
  cageId: string,
  scores: Partial<Scores> = {},
  clientTime = new Date(),
  opId: string = randomUUID(),
) {
  return {
    opId,
    eventId,
    cageId,
    kind: 'RATE' as const,
    scores: { ...TOP_SCORES, ...scores },
    clientTime: clientTime.toISOString(),
  };
}

export function skipOp(
  eventId: string,
  cageId: string,
  skipReason: SkipReason,
  clientTime = new Date(),
  opId: string = randomUUID(),
) {
  return { opId, eventId, cageId, kind: 'SKIP' as const, skipReason, clientTime: clientTime.toISOString() };
}

/** Fetch as the outbox would meet it in a hall: each call may fail in one of the ways Wi-Fi fails. */
export type NetworkMode =
  | 'up'
  | 'down'
  | 'lose-response'
  | 'server-error'
  | 'server-error-after'
  | 'timeout-after';

export interface ChaosFetch {
  fetch: typeof fetch;
  mode: NetworkMode;
  /** Requests that reached the server. */
  delivered: number;
}

/**
 * A fetch in front of the real server: 'down' never sends, 'server-error' answers 503 without
 * sending, 'lose-response', 'server-error-after' and 'timeout-after' let the server do the work
 * and lose what it answered.
 */
export function chaosFetch(): ChaosFetch {
  const chaos: ChaosFetch = {
    mode: 'up',
    delivered: 0,
    fetch: async (input, init) => {
      const mode = chaos.mode;
      if (mode === 'down') throw new TypeError('fetch failed');
      if (mode === 'server-error') return new Response('busy', { status: 503 });
      const response = await fetch(input, init);
      chaos.delivered++;
      if (mode === 'up') return response;
      await response.arrayBuffer();
      if (mode === 'server-error-after') return new Response('bad gateway', { status: 502 });
      if (mode === 'timeout-after') throw new DOMException('The operation timed out.', 'TimeoutError');
      throw new TypeError('fetch failed');
    },
  };
  return chaos;
}
