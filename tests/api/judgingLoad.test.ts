import type { Database } from '@api/db/connection.ts';
import { createEventWorld, type EventWorld, START_EVENT } from '@tests/support/eventFactories.ts';
import { JUDGE_CAGES, rateOp, SUBMIT_OPS } from '@tests/support/judging.ts';
import { apiTestDatabase, errorCodes, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Load shedding: at most JUDGING_MAX_QUEUED judges' batches wait for the writer besides the group
// it is writing; one more call is refused at once with SERVER_BUSY, HTTP 503 and Retry-After.

const NOW = new Date('2026-06-01T12:00:00.000Z');
const MAX_QUEUED = 2;

/**
 * Holds the next transaction begun on the database until released, before it begins (so the rest
 * of the database answers meanwhile, the embedded one too). In these tests that is the judging
 * writer's: nothing else a judge's call does opens one. `began` resolves once it is held.
 */
function holdNextTransaction(db: Database) {
  const transaction = db.transaction.bind(db);
  let held!: () => void;
  const began = new Promise<void>((resolve) => {
    held = resolve;
  });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const spy = vi.spyOn(db, 'transaction').mockImplementationOnce(async (work, config) => {
    held();
    await gate;
    return transaction(work, config);
  });
  return {
    began,
    release: () => {
      spy.mockRestore();
      release();
    },
  };
}

const database = apiTestDatabase();

describe(`the judging writer under load, on ${database}`, () => {
  let server: TestServer;
  let w: EventWorld;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      now: () => NOW,
      env: { JUDGING_MAX_QUEUED: String(MAX_QUEUED) },
    });
    w = await createEventWorld(server, NOW);
  });
  afterAll(() => server?.close());

  const opCount = async (opIds: string[]) => {
    const rows = await server.database.db.query.judgingOps.findMany({
      where: (op, { inArray }) => inArray(op.opId, opIds),
    });
    return rows.length;
  };

  it('refuses a call with 503, Retry-After and SERVER_BUSY while the queue is full, writes nothing of it, and applies the queued calls once the writer is free', async () => {
    const id = await w.readyEvent();
    expect((await w.call(START_EVENT, { id }, w.as.admin)).errors).toEqual([]);
    const [k1a, k1b, young] = (await w.call(JUDGE_CAGES, { eventId: id }, w.as.judge)).data!.judgeCages;
    const send = (ops: ReturnType<typeof rateOp>[]) => w.call(SUBMIT_OPS, { ops }, w.as.judge);
    const hold = holdNextTransaction(server.database.db);
    try {
      // The first call's batch is being written (held): it does not count as waiting.
      const writing = send([rateOp(id, k1a.id)]);
      await hold.began;
      // Three more arrive together: the first two to reach the writer wait, the third is refused.
      const batches = [
        [rateOp(id, k1b.id)],
        [rateOp(id, young.id)],
        [rateOp(id, k1a.id), rateOp(id, k1b.id)],
      ];
      const calls = batches.map((ops) => send(ops));
      // Only a refused call can be answered while the writer is held.
      const refused = await Promise.race(calls.map((call, i) => call.then((result) => ({ result, i }))));
      expect(refused.result.status).toBe(503);
      expect(refused.result.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(errorCodes(refused.result)).toEqual(['SERVER_BUSY']);
      // The status and header are the HTTP answer's, not part of the error the client reads.
      expect(refused.result.errors[0].extensions).toEqual({ code: 'SERVER_BUSY' });
      expect(refused.result.data).toBeNull();

      hold.release();
      const queued = await Promise.all([writing, ...calls.filter((_, i) => i !== refused.i)]);
      for (const result of queued) {
        expect(result.status).toBe(200);
        expect(result.data?.submitJudgingOps.map((op) => op.outcome)).toEqual(
          result.data?.submitJudgingOps.map(() => 'APPLIED'),
        );
      }
      expect(await opCount(batches[refused.i].map((op) => op.opId))).toBe(0);
      // The writer is free again: the next call is taken.
      const next = await send([rateOp(id, young.id)]);
      expect([next.status, next.data?.submitJudgingOps[0].outcome]).toEqual([200, 'APPLIED']);
      // A refusal for load is no failure of the server's.
      expect(server.logs.filter((line) => line.level === 'error')).toEqual([]);
    } finally {
      hold.release();
    }
  });
});
