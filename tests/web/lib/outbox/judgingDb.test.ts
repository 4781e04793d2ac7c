// An app update opens the judging database the old version left, with what waits in it.

import { createEventWorld, END_EVENT, START_EVENT } from '@tests/support/eventFactories.ts';
import { JUDGE_CAGES, TOP_SCORES } from '@tests/support/judging.ts';
import { startTestServer, type TestServer } from '@tests/support/server.ts';
import { createDrainer } from '@web/lib/outbox/drainer.ts';
import { JUDGING_DB_V1, JudgingDb } from '@web/lib/outbox/judgingDb.ts';
import { saveJudgement } from '@web/lib/outbox/saveJudgement.ts';
import { createGraphQLTransport } from '@web/lib/outbox/transport.ts';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('the judging database across an app update', () => {
  let server: TestServer;
  let judge: { id: number; token: string };
  let eventId: string;
  let endedId: string;
  let cages: { id: string; cageNumber: number; ringNumber: string; classCode: string }[];
  let endedCage: string;

  beforeAll(async () => {
    server = await startTestServer();
    const w = await createEventWorld(server, new Date());
    eventId = await w.readyEvent();
    await w.call(START_EVENT, { id: eventId }, w.as.admin);
    judge = w.as.judge;
    cages = (await w.call(JUDGE_CAGES, { eventId }, w.as.judge)).data!.judgeCages;
    // A show that has ended: a rating of it that arrives now waits for the show office.
    endedId = await w.readyEvent('Beendet');
    await w.call(START_EVENT, { id: endedId }, w.as.admin);
    endedCage = (await w.call(JUDGE_CAGES, { eventId: endedId }, w.as.judge)).data!.judgeCages[0].id;
    await w.call(END_EVENT, { id: endedId }, w.as.admin);
  });
  afterAll(() => server?.close());

  it('upgrades a version-1 database with pending and refused entries, keeps them and sends the pending ones', async () => {
    const indexedDB = new IDBFactory();
    const name = 'judging-from-version-1';
    // What version 1 of the app wrote: no meta table, entries without their count of server failures.
    const v1 = new Dexie(name, { indexedDB, IDBKeyRange });
    v1.version(1).stores(JUDGING_DB_V1);
    const entry = (
      cage: number,
      opId: string,
      status: 'pending' | 'rejected',
      code = 'RATING_MUST_BE_POSITIVE',
    ) => ({
      opId,
      ownerId: judge.id,
      eventId: code === 'EVENT_ENDED' ? endedId : eventId,
      cageId: code === 'EVENT_ENDED' ? endedCage : cages[cage].id,
      cageNumber: cages[cage].cageNumber,
      ringNumber: cages[cage].ringNumber,
      classCode: cages[cage].classCode,
      kind: 'RATE',
      scores: TOP_SCORES,
      total: 95,
      skipReason: null,
      note: null,
      clientTime: new Date().toISOString(),
      status,
      attempts: 2,
      nextAttemptAt: 0,
      lastFailure: 'HTTP 502',
      refusal: status === 'rejected' ? { code, message: 'refused', field: null } : null,
    });
    const pending = [crypto.randomUUID(), crypto.randomUUID()];
    const refused = crypto.randomUUID();
    // Version 1 kept a rating that arrived after the end as refused; version 3 asks for the decision.
    const late = crypto.randomUUID();
    await v1
      .table('outbox')
      .bulkAdd([
        entry(0, pending[0], 'pending'),
        entry(1, pending[1], 'pending'),
        entry(2, refused, 'rejected'),
        entry(0, late, 'rejected', 'EVENT_ENDED'),
      ]);
    await v1.table('cages').put({
      ownerId: judge.id,
      eventId,
      cageId: cages[2].id,
      judgement: entry(2, refused, 'rejected'),
    });
    v1.close();

    const db = new JudgingDb(name, { indexedDB, IDBKeyRange });
    await db.open();
    expect(db.verno).toBe(3);
    expect((await db.outbox.toArray()).map((e) => [e.opId, e.status, e.serverFailures])).toEqual([
      [pending[0], 'pending', 0],
      [pending[1], 'pending', 0],
      [refused, 'rejected', 0],
      [late, 'late', 0],
    ]);
    expect(await db.decided.count()).toBe(0);

    const drainer = createDrainer({
      db,
      ownerId: judge.id,
      send: createGraphQLTransport({ url: server.graphqlUrl, ownerId: judge.id, token: () => judge.token }),
    });
    expect((await drainer.drain()).kind).toBe('empty');
    // The pending ones reached the server; the refused one still waits for the judge, the late one
    // for the show office (the tablet asks for its decision: it is not sent again).
    expect((await db.outbox.toArray()).map((e) => [e.opId, e.status])).toEqual([
      [refused, 'rejected'],
      [late, 'late'],
    ]);
    const stored = await server.database.db.query.judgingOps.findMany({
      where: (op, { inArray }) => inArray(op.opId, pending),
    });
    expect(stored).toHaveLength(2);
    expect((await db.cages.get([judge.id, cages[2].id]))?.judgement.opId).toBe(refused);
    db.close();
  });
});

describe('the judging database’s commits', () => {
  it('are durable: every write asks the browser to flush it to disk before it completes', async () => {
    const indexedDB = new IDBFactory();
    const db = new JudgingDb('judging-durability', { indexedDB, IDBKeyRange });
    await db.open();
    // What the database asks IndexedDB for, each transaction (Dexie's lowest layer).
    const asked: { mode: string; durability: unknown }[] = [];
    const transaction = db.core.transaction;
    db.core.transaction = (stores, mode, options) => {
      asked.push({ mode, durability: options?.durability });
      return transaction(stores, mode, options);
    };
    await saveJudgement(db, 1, {
      eventId: '1',
      cageId: '2',
      cageNumber: 3,
      ringNumber: 'DV-06976-21-134',
      classCode: 'JUNGTAUBE_M',
      kind: 'SKIP',
      scores: null,
      skipReason: 'ABSENT',
      note: null,
    });
    db.core.transaction = transaction;
    const writes = asked.filter((t) => t.mode === 'readwrite');
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((t) => t.durability === 'strict')).toBe(true);
    db.close();
  });
});
