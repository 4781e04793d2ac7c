// Load generator for bench:judging, run in a worker thread so that it never shares the server's
// event loop: each judge sends batches of ratings, back to back or one batch every `intervalMs`.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { DEFAULT_RATING_SCHEME, RATING_CATEGORIES } from '../../src/shared/ratingScheme.ts';

export interface JudgeLoadInput {
  url: string;
  eventId: number;
  cageIds: number[];
  tokens: string[];
  opsPerBatch: number;
  seconds: number;
  /** 0: back to back; else one batch per judge per interval (offered load, open loop). */
  intervalMs: number;
}

export interface JudgeLoadOutput {
  latencies: number[];
  applied: number;
  other: number;
  seconds: number;
}

const SUBMIT = 'mutation ($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { opId outcome } }';

async function run(input: JudgeLoadInput): Promise<JudgeLoadOutput> {
  const latencies: number[] = [];
  let applied = 0;
  let other = 0;
  const started = performance.now();
  const until = started + input.seconds * 1000;
  const score = (category: (typeof RATING_CATEGORIES)[number]) => {
    const { min, max, step } = DEFAULT_RATING_SCHEME[category];
    return min + step * Math.floor(Math.random() * ((max - min) / step + 1));
  };
  const send = async (token: string) => {
    const ops = Array.from({ length: input.opsPerBatch }, () => ({
      opId: randomUUID(),
      eventId: String(input.eventId),
      cageId: String(input.cageIds[Math.floor(Math.random() * input.cageIds.length)]),
      kind: 'RATE',
      scores: Object.fromEntries(RATING_CATEGORIES.map((c) => [c, score(c)])),
      clientTime: new Date().toISOString(),
    }));
    const sent = performance.now();
    const response = await fetch(`${input.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: SUBMIT, variables: { ops } }),
    });
    const body = (await response.json()) as { data?: { submitJudgingOps: { outcome: string }[] } };
    latencies.push(performance.now() - sent);
    for (const result of body.data?.submitJudgingOps ?? []) {
      if (result.outcome === 'APPLIED') applied++;
      else other++;
    }
  };
  await Promise.all(
    input.tokens.map(async (token, judge) => {
      if (input.intervalMs === 0) {
        while (performance.now() < until) await send(token);
        return;
      }
      // Judges start spread over the first interval, then each sends on its own beat.
      const pending: Promise<void>[] = [];
      for (
        let at = started + (judge * input.intervalMs) / input.tokens.length;
        at < until;
        at += input.intervalMs
      ) {
        const wait = at - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        pending.push(send(token));
      }
      await Promise.all(pending);
    }),
  );
  return { latencies, applied, other, seconds: (performance.now() - started) / 1000 };
}

if (parentPort && workerData) parentPort.postMessage(await run(workerData as JudgeLoadInput));
